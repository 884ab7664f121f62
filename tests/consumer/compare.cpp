// A teacher's use of the library: one position under several rule sets, the legal moves of
// each, and their rule sheets. Public API only.
#include <draughts/draughts.hpp>

#include <cstdio>
#include <string>

namespace {

template <class Variant>
std::string moves_of(const char* fen) {
    const auto p = draughts::read_fen<Variant>(fen);
    if (!p) return "bad FEN: " + p.error().what();
    draughts::move_list<Variant> moves;
    draughts::generate(*p, moves);
    std::string out;
    for (const auto& m : moves) {
        if (!out.empty()) out += ' ';
        out += draughts::write_move(*p, m, {draughts::move_form::full});
    }
    return out;
}

}  // namespace

int main() {
    using namespace draughts;
    // A man that reaches the last row mid-capture, with a piece to take beyond it.
    const char* fen = "W:Wf6:Be7,c7";
    const std::string russian_moves = moves_of<russian>(fen);
    const std::string brazilian_moves = moves_of<brazilian>(fen);
    const std::string pool_moves = moves_of<pool>(fen);
    std::printf("russian: %s\nbrazilian: %s\npool: %s\n", russian_moves.c_str(), brazilian_moves.c_str(),
                pool_moves.c_str());
    for (const auto& line : rule_sheet<russian>())
        std::printf("  %s: %s %s\n", std::string(line.topic).c_str(), line.value.c_str(),
                    std::string(line.article).c_str());
    return russian_moves != brazilian_moves ? 0 : 1;
}
