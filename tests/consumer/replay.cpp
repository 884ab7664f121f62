// A PDN tool's use of the library: moves typed by a person, played and checked one by one, the
// game written out as PDN with its result, and read back. Public API only.
#include <draughts/draughts.hpp>

#include <cstdio>
#include <string>

int main() {
    using namespace draughts;
    game<russian> g;
    const auto play = [&](const char* typed) {
        const auto played = g.play(std::string(typed));
        if (!played) std::printf("%s: %s\n", typed, played.error().what().c_str());
        return played.has_value();
    };
    for (const char* typed : {"c3-d4", "f6-e5", "d4:f6", "g7:e5"})
        if (!play(typed)) return 1;
    // A move that is not legal is refused with the rule it breaks, and changes nothing.
    const auto refused = g.play("a3-c5");
    if (refused || refused.error().kind != error_kind::illegal_move ||
        refused.error().message.find("men move one square, forward on the diagonals") == std::string::npos ||
        g.moves().size() != 4)
        return 1;
    if (!play("g3-f4")) return 1;

    const std::string text = write_pdn(to_pdn_game(g, {{"Event", "consumer", 0, 0}}));
    const auto back = read_pdn<russian>(text);
    if (back.size() != 1 || !back.front().ok() || back.front().plies() != 5) return 1;
    std::printf("%s%s\n", text.c_str(), to_string(back.front().state).c_str());
    return 0;
}
