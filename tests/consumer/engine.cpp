// An engine's use of the library: an alpha-beta search of Russian and international draughts
// with move ordering on the move list, a transposition table of move keys, and the draw
// rules kept along the line by draw_history. Public API only.
#include <draughts/draughts.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

namespace {

template <class Variant>
class searcher {
public:
    int search(const draughts::position<Variant>& p, int depth, int alpha, int beta) {
        ++nodes_;
        if (history_.draw(p)) return 0;
        draughts::move_list<Variant> moves;
        draughts::generate(p, moves);
        if (moves.empty()) return -1000;  // the side to move has lost
        if (depth == 0) return evaluate(p);
        // The move the table remembers first, then captures, then the rest.
        const auto remembered = table_.find(p.hash());
        std::stable_partition(moves.begin(), moves.end(), [&](const draughts::move<Variant>& m) {
            return remembered != table_.end() && draughts::key_of(moves, m) == remembered->second;
        });
        draughts::move_key best{};
        for (const auto& m : moves) {
            auto child = p;
            child.play(m);
            history_.push(p, m, child);
            const int score = -search(child, depth - 1, -beta, -alpha);
            history_.pop();
            if (score > alpha) {
                alpha = score;
                best = draughts::key_of(moves, m);
            }
            if (alpha >= beta) break;
        }
        table_[p.hash()] = best;
        return alpha;
    }

    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }

    explicit searcher(const draughts::position<Variant>& root) : history_(root) {}

private:
    static int evaluate(const draughts::position<Variant>& p) {
        const auto us = p.side_to_move();
        const auto material = [&](draughts::color c) {
            return p.count(c, draughts::piece_kind::man) + 3 * p.count(c, draughts::piece_kind::king);
        };
        return material(us) - material(~us);
    }

    draughts::draw_history<Variant> history_;
    std::unordered_map<std::uint64_t, draughts::move_key> table_;
    std::uint64_t nodes_ = 0;
};

template <class Variant>
bool play_a_move(int depth) {
    const auto start = draughts::position<Variant>::start();
    searcher<Variant> s(start);
    const int score = s.search(start, depth, -10000, 10000);
    std::printf("%s: depth %d, score %d, %llu nodes\n", std::string(Variant::name).c_str(), depth, score,
                static_cast<unsigned long long>(s.nodes()));
    return s.nodes() > 1 && score > -1000;
}

}  // namespace

int main() { return play_a_move<draughts::russian>(5) && play_a_move<draughts::international>(4) ? 0 : 1; }
