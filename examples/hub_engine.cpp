// draughts-hub-engine: an example engine that speaks the Hub protocol, version 2 (Fabien
// Letouzey, "Hub protocol for draughts, version 2", as Scan 3.1 speaks it; "Hub 2" below),
// on standard input and output. Its search is the alpha-beta of tests/consumer/engine.cpp
// with iterative deepening under a clock: material only, a table of best moves, and the
// variant's draw rules along the line by draw_history. It is an opponent for tests and a
// starting point for engine authors, not a strong player.
//
// Variants: Hub 2's names (normal = international, killer, bt = breakthrough, frisian,
// losing = antidraughts) and every other variant of the library by its own name, through
// the "variant" parameter.

#include <draughts/draughts.hpp>
#ifdef DRAUGHTS_HUB_ENGINE_INSTANCES
#include "instances.hpp"  // the library's templates made once, for our own build only
#endif

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace {

using clock_type = std::chrono::steady_clock;

// One line out at a time: the search thread writes info and done, the main thread pong.
std::mutex output_mutex;
void send(const draughts::hub_message& m) {
    const std::lock_guard lock(output_mutex);
    std::cout << draughts::write_hub(m) << '\n' << std::flush;
}

// The variant's name in the "variant" parameter: Hub 2's where it has one, else the library's.
template <class Variant>
std::string hub_name() {
    const std::string_view hub = draughts::hub_variant_name<Variant>();
    return std::string(hub.empty() ? Variant::name : hub);
}

// Calls f(Variant{}) for the variant a Hub name names; false when none does.
template <class F>
bool with_hub_variant(std::string_view name, F&& f) {
    bool found = false;
    draughts::all_variants::for_each([&](auto v) {
        if (!found && hub_name<decltype(v)>() == name) {
            found = true;
            f(v);
        }
    });
    return found;
}

// What "level" asked for (Hub 2, step 2; times in seconds), and the time it leaves a move.
struct search_limits : draughts::hub_level {
    // The time to spend on this move: all of move-time, else an even share of the clock over
    // the moves left (30 when the period does not say) and most of the increment, never
    // more than 40% of what is left.
    [[nodiscard]] std::optional<double> budget() const {
        if (infinite) return std::nullopt;
        if (move_time) return *move_time * 0.9;
        if (!time) return std::nullopt;
        const double moves_left = static_cast<double>(moves && *moves > 0 ? *moves : 30);
        const double share = *time / moves_left + inc.value_or(0.0) * 0.75;
        return std::max(0.0, std::min(share, *time * 0.4));
    }
};

template <class Variant>
class searcher {
public:
    static constexpr int win = 100000;  // a won game, in centi-men, less the plies to it
    static constexpr std::size_t max_plies = 4096;

    searcher(const draughts::position<Variant>& setup, const std::vector<draughts::move<Variant>>& played)
        : history_(std::make_unique<draughts::draw_history<Variant, max_plies>>(setup)), root_(setup) {
        // A game longer than the history holds is searched from its last position: its
        // repetitions are then forgotten, which costs play, not legality.
        const std::size_t keep = max_plies - 256;
        std::size_t i = 0;
        if (played.size() > keep) {
            for (; i < played.size() - keep; ++i) root_.play(played[i]);
            history_ = std::make_unique<draughts::draw_history<Variant, max_plies>>(root_);
        }
        for (; i < played.size(); ++i) {
            auto next = root_;
            next.play(played[i]);
            history_->push(root_, played[i], next);
            root_ = next;
        }
    }

    // Iterative deepening until the limits or `stop`; the best move of the deepest depth
    // searched in full, each depth reported as "info". Depth 1 is always searched in full.
    std::optional<draughts::move<Variant>> think(const search_limits& limits, const std::atomic<bool>& stop,
                                                 const std::atomic<std::int64_t>& deadline_ns) {
        stop_ = &stop;
        deadline_ns_ = &deadline_ns;
        start_ = clock_type::now();
        draughts::move_list<Variant> moves;
        draughts::generate(root_, moves);
        if (moves.empty()) return std::nullopt;
        std::vector<draughts::move<Variant>> order(moves.begin(), moves.end());
        std::optional<draughts::move<Variant>> best;
        const std::int64_t deepest = limits.depth ? std::max<std::int64_t>(1, *limits.depth) : 99;
        node_limit_ = limits.nodes ? static_cast<std::uint64_t>(std::max<std::int64_t>(1, *limits.nodes)) : 0;
        for (int depth = 1; depth <= deepest; ++depth) {
            int alpha = -win - 1;
            std::optional<draughts::move<Variant>> found;
            aborted_ = false;
            for (const auto& m : order) {
                auto child = root_;
                child.play(m);
                history_->push(root_, m, child);
                const int score = -search(child, depth - 1, 1, -win - 1, -alpha);
                history_->pop();
                if (depth > 1 && aborted_) break;
                if (score > alpha) {
                    alpha = score;
                    found = m;
                }
            }
            if (depth > 1 && aborted_) break;
            best = found;
            // The best move first at the next depth.
            std::stable_partition(order.begin(), order.end(), [&](const auto& m) { return m == *best; });
            report(depth, alpha, *best);
            if (order.size() == 1 && !limits.infinite) break;  // a forced move needs no thought
            if (alpha >= win - 1000 || alpha <= -win + 1000) break;  // the end is in sight
            if (out_of_time()) break;
        }
        return best;
    }

private:
    int search(const draughts::position<Variant>& p, int depth, int ply, int alpha, int beta) {
        if ((++nodes_ & 1023) == 0 && out_of_time()) aborted_ = true;
        if (aborted_) return 0;
        if (history_->draw(p)) return 0;
        const auto to_move = p.side_to_move();
        if constexpr (draughts::rules_of<Variant>::end == draughts::game_end::first_king_wins) {
            if (p.kings(~to_move)) return -win + ply;  // the side that has just moved has crowned
            if (p.kings(to_move)) return win - ply;
        }
        draughts::move_list<Variant> moves;
        draughts::generate(p, moves);
        if (moves.empty())  // no move: a loss, or a win where the rules say so (antidraughts)
            return draughts::rules_of<Variant>::end == draughts::game_end::no_move_wins ? win - ply : -win + ply;
        if (depth <= 0) return evaluate(p);
        // The move the table remembers first.
        const auto remembered = table_.find(p.hash());
        if (remembered != table_.end())
            std::stable_partition(moves.begin(), moves.end(), [&](const draughts::move<Variant>& m) {
                return draughts::key_of(moves, m) == remembered->second;
            });
        draughts::move_key best{};
        for (const auto& m : moves) {
            auto child = p;
            child.play(m);
            history_->push(p, m, child);
            const int score = -search(child, depth - 1, ply + 1, -beta, -alpha);
            history_->pop();
            if (aborted_) return 0;
            if (score > alpha) {
                alpha = score;
                best = draughts::key_of(moves, m);
            }
            if (alpha >= beta) break;
        }
        table_[p.hash()] = best;
        return alpha;
    }

    // Material in centi-men, a king worth three men; reversed where losing all wins.
    static int evaluate(const draughts::position<Variant>& p) {
        const auto us = p.side_to_move();
        const auto material = [&](draughts::color c) {
            return 100 * p.count(c, draughts::piece_kind::man) + 300 * p.count(c, draughts::piece_kind::king);
        };
        const int score = material(us) - material(~us);
        return draughts::rules_of<Variant>::end == draughts::game_end::no_move_wins ? -score : score;
    }

    [[nodiscard]] bool out_of_time() const {
        if (stop_->load()) return true;
        if (node_limit_ && nodes_ >= node_limit_) return true;
        const std::int64_t deadline = deadline_ns_->load();
        return deadline != 0 && clock_type::now().time_since_epoch().count() >= deadline;
    }

    void report(int depth, int score, const draughts::move<Variant>& best) const {
        const double seconds = std::chrono::duration<double>(clock_type::now() - start_).count();
        draughts::hub_info info;
        info.depth = depth;
        info.score = score / 100.0;  // Hub 2 gives scores in men
        info.nodes = static_cast<std::int64_t>(nodes_);
        info.time = static_cast<double>(static_cast<std::int64_t>(seconds * 1000)) / 1000;
        info.pv = std::vector<std::string>{draughts::write_hub_move<Variant>(best)};
        send({info});
    }

    std::unique_ptr<draughts::draw_history<Variant, max_plies>> history_;
    draughts::position<Variant> root_;
    std::unordered_map<std::uint64_t, draughts::move_key> table_;
    std::uint64_t nodes_ = 0;
    std::uint64_t node_limit_ = 0;
    bool aborted_ = false;
    const std::atomic<bool>* stop_ = nullptr;
    const std::atomic<std::int64_t>* deadline_ns_ = nullptr;
    clock_type::time_point start_{};
};

class engine {
public:
    // One line of the GUI; false after "quit".
    bool handle(const std::string& line) {
        auto message = draughts::read_hub(line);
        if (!message) {
            send({draughts::hub_error{"cannot read " + draughts::quoted(line, 60) + ": " + message.error().message}});
            return true;
        }
        return std::visit([&](const auto& c) { return on(c); }, message->command);
    }

    ~engine() { finish_search(); }

private:
    // Hub 2, step 1: who we are and our parameters, then "wait" for the GUI's settings.
    bool on(const draughts::hub_hub&) {
        send({draughts::hub_id{"draughts-hub-engine", "0.1", "the draughts library", std::nullopt}});
        std::string names;
        draughts::all_variants::for_each(
            [&](auto v) { names += (names.empty() ? "" : " ") + hub_name<decltype(v)>(); });
        send({draughts::hub_param{"variant", variant_, "enum", std::nullopt, std::nullopt, names}});
        send({draughts::hub_wait{}});
        return true;
    }
    bool on(const draughts::hub_set_param& c) {
        if (c.name != "variant") return true;  // Hub 2: ignore what we do not know
        if (!with_hub_variant(c.value, [](auto) {}))
            send({draughts::hub_error{"unknown variant " + draughts::quoted(c.value, 40)}});
        else
            variant_ = c.value;
        return true;
    }
    bool on(const draughts::hub_init&) {
        send({draughts::hub_ready{}});
        return true;
    }
    bool on(const draughts::hub_new_game&) {
        finish_search();
        position_.reset();
        return true;
    }
    bool on(const draughts::hub_pos& c) {
        finish_search();
        position_ = c;
        return true;
    }
    bool on(const draughts::hub_level& c) {
        limits_ = search_limits{c};
        return true;
    }
    bool on(const draughts::hub_go& c) {
        finish_search();
        search_limits limits = limits_;
        if (c.mode != draughts::hub_search_mode::think) limits.infinite = true;  // until "stop" or "ponder-hit"
        stop_ = false;
        set_deadline(limits);
        const draughts::hub_pos pos = position_.value_or(draughts::hub_pos{});
        const std::string variant = variant_;
        thinking_ = std::thread([this, pos, limits, variant] { think(variant, pos, limits); });
        return true;
    }
    bool on(const draughts::hub_ponder_hit&) {
        search_limits limits = limits_;
        set_deadline(limits);
        return true;
    }
    bool on(const draughts::hub_stop&) {
        finish_search();
        return true;
    }
    bool on(const draughts::hub_ping&) {
        send({draughts::hub_pong{}});
        return true;
    }
    bool on(const draughts::hub_quit&) {
        finish_search();
        return false;
    }
    template <class Other>
    bool on(const Other&) {
        return true;  // Hub 2: a message we do not know, or one for the GUI, is ignored
    }

    void set_deadline(const search_limits& limits) {
        const auto budget = limits.budget();
        deadline_ns_ = budget ? (clock_type::now() + std::chrono::duration_cast<clock_type::duration>(
                                                         std::chrono::duration<double>(*budget)))
                                    .time_since_epoch()
                                    .count()
                              : 0;
    }

    // Stops a search under way; its "done" is sent before this returns (Hub 2: "stop" is
    // answered by "done").
    void finish_search() {
        stop_ = true;
        if (thinking_.joinable()) thinking_.join();
    }

    void think(const std::string& variant, const draughts::hub_pos& pos, const search_limits& limits) {
        const bool known = with_hub_variant(variant, [&](auto v) {
            using V = decltype(v);
            auto setup = pos.position.empty() ? draughts::result<draughts::position<V>>(draughts::position<V>::start())
                                              : draughts::read_hub_position<V>(pos.position);
            if (!setup) return send({draughts::hub_error{setup.error().message}}), void();
            std::vector<draughts::move<V>> played;
            auto p = *setup;
            for (const std::string& text : pos.moves) {
                const auto m = draughts::parse_hub_move(p, text);
                if (!m) return send({draughts::hub_error{m.error().message}}), void();
                played.push_back(*m);
                p.play(*m);
            }
            searcher<V> s(*setup, played);
            const auto best = s.think(limits, stop_, deadline_ns_);
            if (!best) return send({draughts::hub_error{"no legal move in this position"}}), void();
            send({draughts::hub_done{draughts::write_hub_move<V>(*best), std::nullopt}});
        });
        if (!known) send({draughts::hub_error{"unknown variant " + draughts::quoted(variant, 40)}});
    }

    std::string variant_ = "normal";
    std::optional<draughts::hub_pos> position_;
    search_limits limits_{};
    std::atomic<bool> stop_{false};
    std::atomic<std::int64_t> deadline_ns_{0};
    std::thread thinking_;
};

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    // Untied: reading std::cin would otherwise flush std::cout from this thread, outside the
    // lock, while the search thread writes its info and done; the two could write a line
    // twice or lose one (a "done" seen twice is a stale move played in the next position).
    std::cin.tie(nullptr);
    engine e;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        if (!e.handle(line)) break;
    }
    return 0;
}
