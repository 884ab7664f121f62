// The README's example, built and run by the test suite so that it stays true.
#include <draughts/draughts.hpp>

#include <iostream>

// As the README shows it, comments aligned:
// clang-format off
int main() {
    using namespace draughts;
    auto p = *read_fen<russian>("W:Wh6:Bc5,d2,g7");  // a man that will be crowned mid-capture
    move_list<russian> moves;
    generate(p, moves);
    for (const auto& m : moves)
        std::cout << write_move(p, m, {move_form::full}) << '\n';  // h6:f8:b4:e1
    auto reply = parse_move(p, "h6:e1");                            // or "h6xe1", "h6:f8:b4:e1"
    if (reply) p.play(reply->played);
    std::cout << write_fen(p) << '\n';                              // B:WKe1:B
    std::cout << perft(position<international>::start(), 6) << '\n'; // 167140
}
// clang-format on
