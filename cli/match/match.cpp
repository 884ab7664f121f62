// draughts match: two engines speaking Hub (version 2) play games, the library's rules the
// arbiter; games appended to a PDN file as each ends, standings after each game.

#include "match.hpp"

#include "arbiter.hpp"
#include "arguments.hpp"
#include "session.hpp"
#include "statistics.hpp"

#include <draughts/pdn/reader.hpp>

#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace draughts_match {

const std::string_view match_help = R"(usage: draughts match --first COMMAND --second COMMAND [--variant V] [--openings FILE]
                     [--games N | --rounds N] (--tc [MOVES/]BASE[+INC] | --move-time S | --depth N)
                     [--time-margin S] [--timeout S] [--concurrency N] [--pdn FILE [--resume]]
                     [--max-moves N] [--draw-adjudication MOVES,SCORE] [--resign-adjudication MOVES,SCORE]
                     [--sprt ELO0 ELO1 ALPHA BETA] [--first-name NAME] [--second-name NAME]
                     [--event NAME] [--timing]

Plays two engines that speak the Hub protocol (version 2, as Scan does) on their standard
input and output, or DamExchange (DXP) over TCP, against each other, the library's rules as
arbiter. Each opening is played
twice, the colours reversed; the first engine has White in odd rounds. After each game, one
line: the game, its result and why, and the standings so far; at the end the score, the Elo
difference with its 95% interval, the likelihood of superiority and the SPRT's verdict.

An engine that plays an illegal move (the rule and its article say why), runs out of time,
crashes, stops answering or writes what is not Hub loses the game, the reason in the PDN's
Termination tag, and is started again for the next game.

  --first, --second C  the engines' command lines (words; quotes keep blanks in one), or
                       dxp://HOST:PORT for a DXP engine to connect to, dxp-listen://PORT
                       for one that connects to us (DamExchange; international draughts)
  --variant V          the rules (default international; Hub names too: normal, killer,
                       bt, frisian, losing); both engines must list it in their variant
                       parameter, or have none for international draughts
  --openings FILE      PDN games, or lines of a FEN or of moves from the start position
                       ("#" starts a comment line); default: the start position
  --games N            games to play (default: each opening twice); --rounds N: each
                       opening twice, N times over
  --tc [M/]B[+I]       B seconds for the game (for M moves, then B more), I added per move
  --move-time S        S seconds for each move
  --depth N            each move searched to depth N, without a clock
  --time-margin S      how far past its time an engine may answer (default 0.05 s)
  --timeout S          how long to wait for "wait", "ready" and "pong", and for a move
                       under --depth (default 10 s)
  --concurrency N      games at once (default 1), each with its own two engine processes
  --pdn FILE           append each game to FILE as it ends; with --resume, the games
                       FILE holds (by their Round tag) are counted and not played again
  --max-moves N        a draw after N moves of each side
  --draw-adjudication MOVES,SCORE    a draw when both engines score within SCORE men
                       of 0 for MOVES moves each in a row
  --resign-adjudication MOVES,SCORE  a loss for a side both engines score SCORE men or
                       more against for MOVES moves each in a row
  --sprt E0 E1 A B     stop once the SPRT of Elo E0 against E1, with false-positive rate A
                       and false-negative rate B, decides (also "--sprt E0,E1,A,B")
  --first-name, --second-name  the players' names (default: the engines' id names)
  --event NAME         the PDN Event tag (default "draughts match")
  --timing             a last line with the games per second and the runner's time per move
Exit status 0 when the match has been played, 1 when an engine cannot play at all, 2 for
bad arguments.
)";

namespace {

using draughts_cli::shown;
using draughts_cli::usage_error;



// 0.001, 86400: a bound as the messages write it.
std::string number_text(double x) {
    std::ostringstream out;
    out << x;
    return out.str();
}

// A decimal number of seconds (or any number) an option gives.
double decimal(const std::string& option, const std::string& text, double low, double high) {
    double x = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), x);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || !(x >= low && x <= high))
        throw usage_error{option + " takes a number from " + number_text(low) + " to " + number_text(high) + ", not " +
                          shown(text)};
    return x;
}

[[nodiscard]] std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::size_t at = 0;
    for (;;) {
        const std::size_t end = text.find(separator, at);
        parts.push_back(text.substr(at, end == std::string::npos ? std::string::npos : end - at));
        if (end == std::string::npos) return parts;
        at = end + 1;
    }
}

struct time_control {
    enum class kind { clock, move_time, depth } what = kind::clock;
    double base = 0, inc = 0;  // kind::clock
    long period = 0;           // moves per period, 0 for the whole game
    double move_time = 0;      // kind::move_time
    long depth = 0;            // kind::depth
};

time_control read_time_control(const draughts_cli::arguments& args) {
    const int given = args.has("--tc") + args.has("--move-time") + args.has("--depth");
    if (given == 0) throw usage_error{"missing a time control: --tc, --move-time or --depth"};
    if (given > 1) throw usage_error{"one time control: --tc, --move-time or --depth, not several"};
    time_control tc;
    if (const auto move_time = args.value("--move-time")) {
        tc.what = time_control::kind::move_time;
        tc.move_time = decimal("--move-time", *move_time, 0.001, 86400);
    } else if (args.has("--depth")) {
        tc.what = time_control::kind::depth;
        tc.depth = args.number("--depth", 1, 99, 1);
    } else {
        const std::string text = *args.value("--tc");
        const auto bad = usage_error{"--tc takes BASE, BASE+INC or MOVES/BASE+INC in seconds (60, 10+0.1, 40/120+1), not " +
                                     shown(text)};
        std::string rest = text;
        if (const std::size_t slash = rest.find('/'); slash != std::string::npos) {
            const std::string moves = rest.substr(0, slash);
            if (moves.empty() || moves.size() > 4 || moves.find_first_not_of("0123456789") != std::string::npos) throw bad;
            tc.period = std::stol(moves);
            if (tc.period < 1) throw bad;
            rest = rest.substr(slash + 1);
        }
        const std::size_t plus = rest.find('+');
        try {
            tc.base = decimal("--tc", rest.substr(0, plus), 0, 86400);
            if (plus != std::string::npos) tc.inc = decimal("--tc", rest.substr(plus + 1), 0, 3600);
        } catch (const usage_error&) {
            throw bad;
        }
        if (tc.base <= 0 && tc.inc <= 0) throw bad;
    }
    return tc;
}

// --draw-adjudication and --resign-adjudication: moves of each side in a row, and a score.
struct score_rule {
    long moves = 0;
    double score = 0;
};

std::optional<score_rule> read_score_rule(const draughts_cli::arguments& args, const std::string& option) {
    const auto text = args.value(option);
    if (!text) return std::nullopt;
    const auto parts = split(*text, ',');
    const auto bad = usage_error{option + " takes MOVES,SCORE (a number of moves from 1 and a score in men, 8,0.1), not " +
                                 shown(*text)};
    if (parts.size() != 2 || parts[0].empty() || parts[0].size() > 4 ||
        parts[0].find_first_not_of("0123456789") != std::string::npos)
        throw bad;
    score_rule r{std::stol(parts[0]), 0};
    if (r.moves < 1) throw bad;
    try {
        r.score = decimal(option, parts[1], 0, 1000);
    } catch (const usage_error&) {
        throw bad;
    }
    return r;
}

// "2026.12.05": the PDN Date of today.
std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y.%m.%d", &local);
    return buffer;
}

std::string fixed(double x, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
    return buffer;
}

// "+58.2", "-3.0", "+0.0": a difference with its sign, and no "-0.0".
std::string signed_fixed(double x, int decimals) {
    std::string text = fixed(x, decimals);
    if (text.front() == '-' && text.find_first_not_of("-0.") == std::string::npos) text.erase(0, 1);
    return (text.front() == '-' ? "" : "+") + text;
}

// A game's result for the first engine.
enum class first_result { win, draw, loss };

struct settings {
    std::string command_texts[2];
    std::string command_names[2];  // the first word of each command, the names' fallback
    std::string names[2];
    std::unique_ptr<variant_arbiter> rules;
    std::vector<opening> openings;
    std::size_t games = 0;
    time_control tc;
    double margin = 0.05;
    std::chrono::milliseconds timeout{10000};
    std::size_t concurrency = 1;
    std::string pdn_file;
    bool resume = false;
    long max_moves = 0;
    std::optional<score_rule> draw_rule, resign_rule;
    std::optional<sprt_test> sprt;
    std::string event = "draughts match";
    bool timing = false;
};

// The first engine plays White in even games (0-based), Black in odd ones.
[[nodiscard]] bool first_is_white(std::size_t game) { return game % 2 == 0; }

// How one game ended.
struct game_end {
    outcome result = outcome::draw;
    std::string termination;
};

class match {
public:
    explicit match(settings s) : s_(std::move(s)) {}

    int run() {
        std::signal(SIGPIPE, SIG_IGN);  // a dead engine's pipe is an error to read, not a signal
        // Both engines started once before anything else, for their names and so that one
        // that cannot play at all stops the match before it begins.
        auto first = std::make_unique<worker_engines>();
        for (int e = 0; e < 2; ++e) {
            first->sessions[e] = make_session(s_.command_texts[e]);
            const std::string why = first->sessions[e]->start(s_.rules->hub_name(), s_.timeout);
            if (!why.empty()) {
                std::cerr << "draughts: the " << (e == 0 ? "first" : "second") << " engine, "
                          << shown(s_.command_texts[e]) << ", cannot play: " << why << '\n';
                return 1;
            }
        }
        for (int e = 0; e < 2; ++e) {
            if (s_.names[e].empty()) s_.names[e] = first->sessions[e]->id_name();
            if (s_.names[e].empty()) s_.names[e] = s_.command_names[e];
        }
        if (s_.names[0] == s_.names[1]) {
            s_.names[0] += " 1";
            s_.names[1] += " 2";
        }
        if (s_.resume) read_finished_games();
        for (std::size_t g = 0; g < s_.games; ++g)
            if (!finished_.count(g)) pending_.push_back(g);
        if (!s_.pdn_file.empty()) {
            pdn_.open(s_.pdn_file, std::ios::app | std::ios::binary);
            if (!pdn_) throw usage_error{"cannot write " + shown(s_.pdn_file)};
            // A file cut in the middle of a line: the next game starts on a line of its own.
            std::ifstream existing(s_.pdn_file, std::ios::binary | std::ios::ate);
            if (existing && existing.tellg() > 0) {
                existing.seekg(-1, std::ios::end);
                if (existing.get() != '\n') pdn_ << "\n\n" << std::flush;
            }
        }
        if (s_.resume)
            std::cout << "resumed: " << finished_.size() << " of " << s_.games << " games in " << s_.pdn_file << ", "
                      << pending_.size() << " to play\n"
                      << std::flush;
        started_ = clock_type::now();
        std::vector<std::thread> threads;
        const std::size_t workers = std::max<std::size_t>(1, std::min(s_.concurrency, pending_.size()));
        std::vector<std::unique_ptr<worker_engines>> engines(workers);
        engines[0] = std::move(first);
        for (std::size_t w = 1; w < workers; ++w) {
            engines[w] = std::make_unique<worker_engines>();
            for (int e = 0; e < 2; ++e)
                engines[w]->sessions[e] = make_session(s_.command_texts[e]);
        }
        for (std::size_t w = 0; w < workers; ++w) threads.emplace_back([this, &engines, w] { work(*engines[w]); });
        for (auto& t : threads) t.join();
        for (auto& w : engines)
            for (auto& session : w->sessions) session->quit();
        summary();
        return 0;
    }

private:
    struct worker_engines {
        std::unique_ptr<engine_session> sessions[2];  // the first engine's, the second's
    };

    void work(worker_engines& engines) {
        for (;;) {
            if (stop_) return;
            const std::size_t next = next_++;
            if (next >= pending_.size()) return;
            play(pending_[next], engines);
        }
    }

    // The name of the engine playing `s` in game g, with its colour: "White (name)".
    [[nodiscard]] std::string player(std::size_t game, side s) const {
        const int engine = (s == side::white) == first_is_white(game) ? 0 : 1;
        return std::string(side_name(s)) + " (" + s_.names[engine] + ")";
    }

    // The clock in whole minutes, for protocols that give it so (DXP GAMEREQ).
    [[nodiscard]] int clock_minutes() const {
        if (s_.tc.what == time_control::kind::clock) return static_cast<int>(std::ceil(s_.tc.base / 60));
        if (s_.tc.what == time_control::kind::move_time) return static_cast<int>(std::ceil(s_.tc.move_time * 100 / 60));
        return 10;
    }

    [[nodiscard]] static outcome loss_of(side s) { return s == side::white ? outcome::black_wins : outcome::white_wins; }

    void play(std::size_t game, worker_engines& engines) {
        const clock_type::time_point begun = clock_type::now();
        const opening& o = s_.openings[(game / 2) % s_.openings.size()];
        const std::unique_ptr<game_arbiter> arbiter = s_.rules->new_game(o);
        engine_session* by_side[2];  // White's engine, Black's
        by_side[0] = engines.sessions[first_is_white(game) ? 0 : 1].get();
        by_side[1] = engines.sessions[first_is_white(game) ? 1 : 0].get();
        const auto index = [](side s) { return s == side::white ? 0 : 1; };
        std::optional<game_end> end;
        for (side s : {side::white, side::black}) {
            if (end) break;
            std::string why = by_side[index(s)]->start(s_.rules->hub_name(), s_.timeout);
            if (why.empty())
                why = by_side[index(s)]->new_game(arbiter->hub_setup(), s == side::white, clock_minutes(),
                                                  static_cast<int>(s_.tc.period), s_.timeout);
            if (!why.empty()) end = game_end{loss_of(s), "engine failure: " + player(game, s) + ": " + why};
        }
        double remaining[2] = {s_.tc.base, s_.tc.base};
        long moves_made[2] = {0, 0};
        long draw_run = 0, resign_run[2] = {0, 0};
        std::optional<double> last_score[2];
        double engine_seconds = 0;
        std::size_t engine_moves = 0;
        while (!end) {
            const verdict v = arbiter->state();
            if (v.over) {
                end = game_end{v.result, v.reason};
                break;
            }
            if (s_.max_moves > 0 && arbiter->plies() >= 2 * static_cast<std::size_t>(s_.max_moves)) {
                end = game_end{outcome::draw, "adjudication: the move limit, " + std::to_string(s_.max_moves) +
                                                  " moves of each side"};
                break;
            }
            const side s = arbiter->to_move();
            const int i = index(s);
            hub_limits limits;
            auto deadline = clock_type::now();
            const auto seconds = [](double x) {
                return std::chrono::duration_cast<clock_type::duration>(std::chrono::duration<double>(x));
            };
            switch (s_.tc.what) {
            case time_control::kind::depth:
                limits.depth = s_.tc.depth;
                deadline += s_.timeout;
                break;
            case time_control::kind::move_time:
                limits.move_time = s_.tc.move_time;
                deadline += seconds(s_.tc.move_time + s_.margin);
                break;
            case time_control::kind::clock:
                limits.time = remaining[i];
                if (s_.tc.inc > 0) limits.inc = s_.tc.inc;
                if (s_.tc.period > 0) limits.moves = s_.tc.period - moves_made[i] % s_.tc.period;
                deadline += seconds(remaining[i] + s_.margin);
                break;
            }
            const hub_answer answer = by_side[i]->think(arbiter->hub_setup(), arbiter->hub_moves(), limits, deadline);
            engine_seconds += answer.seconds;
            ++engine_moves;
            if (answer.what == hub_answer::kind::timeout) {
                const double allowed = s_.tc.what == time_control::kind::clock ? remaining[i]
                                       : s_.tc.what == time_control::kind::move_time
                                           ? s_.tc.move_time
                                           : static_cast<double>(s_.timeout.count()) / 1000;
                end = game_end{loss_of(s), "time forfeit: " + player(game, s) + " had not moved after " +
                                               fixed(answer.seconds, 3) + " s, with " + fixed(allowed, 3) +
                                               " s to move in and a margin of " + fixed(s_.margin, 3) + " s"};
                break;
            }
            if (answer.what == hub_answer::kind::failure) {
                end = game_end{loss_of(s), "engine failure: " + player(game, s) + ": " + answer.reason};
                break;
            }
            if (const auto illegal = arbiter->play_hub_move(answer.move)) {
                end = game_end{loss_of(s), "illegal move: " + player(game, s) + " played " + shown(answer.move) + ": " +
                                               *illegal};
                break;
            }
            if (s_.tc.what == time_control::kind::clock) {
                remaining[i] = std::max(0.0, remaining[i] - answer.seconds) + s_.tc.inc;
                ++moves_made[i];
                if (s_.tc.period > 0 && moves_made[i] % s_.tc.period == 0) remaining[i] += s_.tc.base;
            }
            // Adjudication by the engines' scores (each from the side to move's view).
            last_score[i] = answer.score;
            if (s_.draw_rule) {
                const bool quiet = answer.score && std::abs(*answer.score) <= s_.draw_rule->score;
                draw_run = quiet ? draw_run + 1 : 0;
                if (draw_run >= 2 * s_.draw_rule->moves)
                    end = game_end{outcome::draw, "adjudication: both engines scored within " +
                                                      fixed(s_.draw_rule->score, 2) + " of 0 for " +
                                                      std::to_string(s_.draw_rule->moves) + " moves each"};
            }
            if (s_.resign_rule && !end) {
                // The side that has just moved counts as losing when its own score and its
                // opponent's last both say so.
                const auto& other = last_score[index(~s)];
                const bool lost = answer.score && other && *answer.score <= -s_.resign_rule->score &&
                                  *other >= s_.resign_rule->score;
                const bool won = answer.score && other && *answer.score >= s_.resign_rule->score &&
                                 *other <= -s_.resign_rule->score;
                resign_run[i] = lost ? resign_run[i] + 1 : 0;
                resign_run[index(~s)] = won ? resign_run[index(~s)] + 1 : 0;
                for (side loser : {s, ~s})
                    if (!end && resign_run[index(loser)] >= s_.resign_rule->moves)
                        end = game_end{loss_of(loser), "adjudication: both engines scored " +
                                                           fixed(s_.resign_rule->score, 2) + " or more against " +
                                                           player(game, loser) + " for " +
                                                           std::to_string(s_.resign_rule->moves) + " moves each"};
            }
        }
        for (engine_session* e : by_side) e->end_game();
        std::vector<tag> tags{{"Event", s_.event},
                              {"Site", "?"},
                              {"Date", today()},
                              {"Round", std::to_string(game + 1)},
                              {"White", s_.names[first_is_white(game) ? 0 : 1]},
                              {"Black", s_.names[first_is_white(game) ? 1 : 0]},
                              {"Termination", end->termination}};
        const std::string text = arbiter->pdn(tags, end->result);
        const double wall = std::chrono::duration<double>(clock_type::now() - begun).count();
        record(game, *end, text, arbiter->plies(), wall, engine_seconds, engine_moves);
    }

    [[nodiscard]] static first_result for_first(std::size_t game, outcome o) {
        if (o == outcome::draw) return first_result::draw;
        return (o == outcome::white_wins) == first_is_white(game) ? first_result::win : first_result::loss;
    }

    void count(first_result r) {
        if (r == first_result::win) ++score_.wins;
        else if (r == first_result::loss) ++score_.losses;
        else ++score_.draws;
    }

    void record(std::size_t game, const game_end& end, const std::string& pdn, std::size_t plies, double wall,
                double engine_seconds, std::size_t engine_moves) {
        const std::lock_guard lock(mutex_);
        if (pdn_.is_open()) {
            pdn_ << pdn << '\n' << std::flush;
        }
        count(for_first(game, end.result));
        ++played_;
        plies_ += plies;
        runner_seconds_ += std::max(0.0, wall - engine_seconds);
        engine_moves_ += engine_moves;
        std::cout << "game " << game + 1 << "/" << s_.games << ": " << s_.names[first_is_white(game) ? 0 : 1] << " - "
                  << s_.names[first_is_white(game) ? 1 : 0] << " " << s_.rules->result_text(end.result) << " ("
                  << end.termination << ") | " << standings() << '\n'
                  << std::flush;
        if (s_.sprt && !stop_) {
            const std::string decided = s_.sprt->decision(score_);
            if (!decided.empty()) {
                stop_ = true;
                std::cout << "SPRT: " << decided << " accepted after " << score_.games()
                          << " games; no more games are started\n"
                          << std::flush;
            }
        }
    }

    // "A: +3 =1 -2, 58.3%, Elo +58 +/- 215, LOS 82.1%[, LLR 0.12 [-2.94, 2.94]]"
    [[nodiscard]] std::string standings() const {
        std::string line = s_.names[0] + ": +" + std::to_string(score_.wins) + " =" + std::to_string(score_.draws) +
                           " -" + std::to_string(score_.losses) + ", " + fixed(100 * score_.fraction(), 1) + "%";
        if (const auto e = estimate_elo(score_))
            line += ", Elo " + signed_fixed(e->elo, 0) + " +/- " + fixed(e->margin, 0);
        line += ", LOS " + fixed(100 * likelihood_of_superiority(score_), 1) + "%";
        if (s_.sprt)
            line += ", LLR " + fixed(s_.sprt->llr(score_), 2) + " [" + fixed(s_.sprt->lower_bound(), 2) + ", " +
                    fixed(s_.sprt->upper_bound(), 2) + "]";
        return line;
    }

    void summary() const {
        std::cout << "Score of " << s_.names[0] << " vs " << s_.names[1] << ": +" << score_.wins << " =" << score_.draws
                  << " -" << score_.losses << " [" << fixed(score_.fraction(), 3) << "] " << score_.games()
                  << " games\n";
        const double draws = score_.games() ? 100.0 * static_cast<double>(score_.draws) / static_cast<double>(score_.games()) : 0;
        if (const auto e = estimate_elo(score_))
            std::cout << "Elo difference: " << signed_fixed(e->elo, 1) << " +/- " << fixed(e->margin, 1);
        else
            std::cout << "Elo difference: none (" << (score_.games() ? "every game won by one side" : "no games") << ")";
        std::cout << ", LOS: " << fixed(100 * likelihood_of_superiority(score_), 1) << "%, draws: " << fixed(draws, 1)
                  << "%\n";
        if (s_.sprt) {
            const std::string decided = s_.sprt->decision(score_);
            std::cout << "SPRT (Elo " << fixed(s_.sprt->elo0, 1) << " vs " << fixed(s_.sprt->elo1, 1) << ", alpha "
                      << s_.sprt->alpha << ", beta " << s_.sprt->beta << "): LLR " << fixed(s_.sprt->llr(score_), 2)
                      << " [" << fixed(s_.sprt->lower_bound(), 2) << ", " << fixed(s_.sprt->upper_bound(), 2) << "], "
                      << (decided.empty() ? "no decision" : decided + " accepted") << '\n';
        }
        if (s_.timing) {
            const double seconds = std::chrono::duration<double>(clock_type::now() - started_).count();
            std::cout << "Timing: " << played_ << " games, " << plies_ << " moves in " << fixed(seconds, 2) << " s: "
                      << fixed(static_cast<double>(played_) / seconds, 2) << " games/s; the runner's own time "
                      << fixed(engine_moves_ ? 1e6 * runner_seconds_ / static_cast<double>(engine_moves_) : 0, 1)
                      << " us per move\n";
        }
        std::cout << std::flush;
    }

    // --resume: the games of the PDN file, by their Round tag, counted as played. Only the
    // tags and how each game ends are read, not its moves.
    struct finished_game : draughts::pdn_visitor {
        std::size_t number = 0;
        std::string round, white, ending;  // ending: the result that ends the movetext
        bool broken = false;
        void begin_game(std::size_t n, std::size_t) { number = n; }
        void tag(draughts::pdn_tag t) {
            if (t.name == "Round" && round.empty()) round = std::move(t.value);
            if (t.name == "White" && white.empty()) white = std::move(t.value);
        }
        void result(std::string text) { ending = std::move(text); }
        void error(draughts::parse_error) { broken = true; }
    };

    void read_finished_games() {
        std::ifstream in(s_.pdn_file, std::ios::binary);
        if (!in) return;  // nothing played yet
        draughts::pdn_reader reader(in);
        for (finished_game record; reader.visit(record); record = {}) {
            const std::string where = shown(s_.pdn_file) + " game " + std::to_string(record.number);
            const std::string& round = record.round;
            if (round.empty() || round.size() > 9 || round.find_first_not_of("0123456789") != std::string::npos)
                throw usage_error{where + ": the Round tag " + shown(round) + " is not a game number of this match"};
            const std::size_t game = std::stoul(round) - 1;
            if (round == "0" || game >= s_.games)
                throw usage_error{where + ": round " + round + " is not among the " + std::to_string(s_.games) +
                                  " games of this match"};
            const std::string& expected = s_.names[first_is_white(game) ? 0 : 1];
            if (record.white != expected)
                throw usage_error{where + ": White is " + shown(record.white) + ", but round " + round +
                                  " of this match has " + shown(expected) + " as White"};
            // The result that ends the movetext, not the tag: a game cut short by a crash has
            // its Result tag but not its last moves.
            const std::string result = record.broken ? std::string() : record.ending;
            std::optional<outcome> o;
            for (outcome candidate : {outcome::white_wins, outcome::black_wins, outcome::draw})
                if (result == s_.rules->result_text(candidate)) o = candidate;
            if (!o) continue;  // unfinished: played again
            if (!finished_.insert(game).second) continue;
            count(for_first(game, *o));
        }
    }

    settings s_;
    std::vector<std::size_t> pending_;
    std::set<std::size_t> finished_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    std::ofstream pdn_;
    match_score score_;
    std::size_t played_ = 0, plies_ = 0, engine_moves_ = 0;
    double runner_seconds_ = 0;
    clock_type::time_point started_{};
};

}  // namespace

// A function's static, not a global: the table of commands copies it while globals are made,
// in an order between files that C++ leaves open.
const draughts_cli::syntax& match_syntax() {
    static const draughts_cli::syntax accepted{
        {{"--first"}, {"--second"}, {"--variant"}, {"--openings"}, {"--games"}, {"--rounds"}, {"--tc"}, {"--move-time"},
         {"--depth"}, {"--time-margin"}, {"--timeout"}, {"--concurrency"}, {"--pdn"}, {"--max-moves"},
         {"--draw-adjudication"}, {"--resign-adjudication"},
         {"--sprt", 4, "four numbers: ELO0 ELO1 ALPHA BETA (0 5 0.05 0.05)"}, {"--first-name"}, {"--second-name"},
         {"--event"}, {"--resume", 0}, {"--timing", 0}}};
    return accepted;
}

int run_match(const draughts_cli::arguments& args) {
    settings s;
    const char* options[2] = {"--first", "--second"};
    for (int e = 0; e < 2; ++e) {
        const auto command = args.value(options[e]);
        if (!command) throw usage_error{std::string("missing ") + options[e] + " (an engine's command line)"};
        try {
            (void)make_session(*command);  // checked now; each game's sessions are made later
            s.command_names[e] = command_words(*command).front();
        } catch (const std::invalid_argument& why) {
            throw usage_error{std::string(options[e]) + " " + shown(*command) + ": " + why.what()};
        }
        s.command_texts[e] = *command;
    }
    s.names[0] = args.value("--first-name").value_or("");
    s.names[1] = args.value("--second-name").value_or("");
    const std::string variant = args.value("--variant").value_or("international");
    s.rules = arbiter_for(variant);
    if (!s.rules) throw usage_error{"unknown variant " + shown(variant) + " (" + arbiter_names() + ")"};
    if (const auto file = args.value("--openings")) {
        std::ifstream in(*file, std::ios::binary);
        if (!in) throw usage_error{"cannot read " + shown(*file)};
        try {
            s.openings = s.rules->read_openings(in, *file);
        } catch (const arbiter_error& e) {
            throw usage_error{"--openings: " + e.message};
        }
    } else {
        s.openings.push_back({{}, {}, "the start position"});
    }
    if (args.has("--games") && args.has("--rounds")) throw usage_error{"--games or --rounds, not both"};
    s.games = static_cast<std::size_t>(args.number("--games", 1, 10'000'000, 0));
    if (!s.games)
        s.games = 2 * s.openings.size() * static_cast<std::size_t>(args.number("--rounds", 1, 1'000'000, 1));
    s.tc = read_time_control(args);
    if (const auto margin = args.value("--time-margin")) s.margin = decimal("--time-margin", *margin, 0, 3600);
    if (const auto timeout = args.value("--timeout"))
        s.timeout = std::chrono::milliseconds(static_cast<long>(1000 * decimal("--timeout", *timeout, 0.01, 86400)));
    s.concurrency = static_cast<std::size_t>(args.number("--concurrency", 1, 256, 1));
    for (const std::string& command : s.command_texts)
        if (s.concurrency > 1 && command.starts_with("dxp"))
            throw usage_error{"--concurrency " + std::to_string(s.concurrency) + ": a DXP engine, " + shown(command) +
                              ", plays one game at a time"};
    s.pdn_file = args.value("--pdn").value_or("");
    s.resume = args.has("--resume");
    if (s.resume && s.pdn_file.empty()) throw usage_error{"--resume continues the match of a --pdn FILE: give one"};
    s.max_moves = args.number("--max-moves", 1, 100'000, 0);
    s.draw_rule = read_score_rule(args, "--draw-adjudication");
    s.resign_rule = read_score_rule(args, "--resign-adjudication");
    if (const auto text = args.value("--sprt")) {
        const auto parts = split(*text, ',');
        const auto bad = usage_error{"--sprt takes ELO0 ELO1 ALPHA BETA (0 5 0.05 0.05), not " + shown(*text)};
        if (parts.size() != 4) throw bad;
        try {
            sprt_test t{decimal("--sprt", parts[0], -2000, 2000), decimal("--sprt", parts[1], -2000, 2000),
                        decimal("--sprt", parts[2], 1e-9, 0.5), decimal("--sprt", parts[3], 1e-9, 0.5)};
            if (t.elo0 == t.elo1) throw bad;
            s.sprt = t;
        } catch (const usage_error&) {
            throw bad;
        }
    }
    s.event = args.value("--event").value_or(s.event);
    s.timing = args.has("--timing");
    return match(std::move(s)).run();
}

}  // namespace draughts_match
