// PDN reader (pdn.hpp) on any bytes, with small limits so that the fuzzer reaches them: it
// splits the input into games without a crash or a hang; each game replays under its
// variant (international, Russian and Frisian when it names none) to legal moves or an error;
// and a game that replays without error writes as PDN that reads back as the same game.

#include "fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace draughts;

// Every move of a line and of its variations is legal where it is played.
template <class Variant>
void check_legal(const pdn_line<Variant>& line, position<Variant> p) {
    for (const auto& node : line.nodes) {
        move_list<Variant> legal;
        generate(p, legal);
        FUZZ_CHECK(legal.contains(node.move));
        for (const auto& v : node.variations) check_legal(v, p);
        p.play(node.move);
    }
}

template <class Variant>
void check_round_trip(const pdn_replay<Variant>& original) {
    const pdn_game<Variant>& g = original.game;
    const std::string text = write_pdn(g);
    const auto back = read_pdn<Variant>(text);
    FUZZ_CHECK(back.size() == 1);
    const pdn_replay<Variant>& r = back.front();
    FUZZ_CHECK(r.ok());
    FUZZ_CHECK(r.game.start == g.start);
    FUZZ_CHECK(r.game.moves == g.moves);
    FUZZ_CHECK(r.final_position == original.final_position);
    // A game without moves has nowhere to write its first move number.
    if (!g.moves.nodes.empty()) FUZZ_CHECK(r.game.first_move_number == g.first_move_number);
    if (!g.result.empty() && g.result != "-") FUZZ_CHECK(r.game.result == g.result);
    // The same tags (the first of each name), but for those the writer makes: a FEN from
    // the start position, the Result tag only when it holds a result.
    const std::string_view result_tag = detail::trimmed(g.tag("Result"));
    if (detail::is_pdn_result(result_tag)) FUZZ_CHECK(r.game.tag("Result") == result_tag);
    for (const auto& t : g.tags) {
        if (t.name == "FEN" || t.name == "SetUp" || t.name == "Setup" || t.name == "Result") continue;
        FUZZ_CHECK(r.game.tag(t.name) == g.tag(t.name));
    }
    FUZZ_CHECK(write_pdn(r.game) == text);
}

template <class Variant>
void replay(const pdn_record& record) {
    const pdn_replay<Variant> g = replay_pdn<Variant>(record);
    if (g.error) FUZZ_CHECK(!g.error->message.empty());
    // The final position is where the main line leads.
    position<Variant> p = g.game.start;
    for (const auto& node : g.game.moves.nodes) p.play(node.move);
    FUZZ_CHECK(p == g.final_position);
    check_legal(g.game.moves, g.game.start);
    if (g.ok()) check_round_trip(g);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    pdn_reader reader(text, pdn_limits{.max_depth = 6, .max_text = 64});
    std::size_t games = 0;
    while (auto record = reader.next()) {
        FUZZ_CHECK(record->number == ++games);
        FUZZ_CHECK(games <= size);  // every game takes at least one byte
        if (record->error) {
            FUZZ_CHECK(!record->error->message.empty());
            FUZZ_CHECK(record->error->line >= 1 && record->error->column >= 1);
        }
        if (const pdn_tag* type = record->find("GameType")) {
            if (const auto number = detail::pdn_game_type_number(type->value))
                fuzz::with_game_type(*number, [&]<class Variant>(Variant) { replay<Variant>(*record); });
        } else {
            replay<international>(*record);
            replay<russian>(*record);
            replay<frisian>(*record);
        }
    }
    FUZZ_CHECK(reader.bytes_read() <= size);
    return 0;
}
