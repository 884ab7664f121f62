#pragma once
// The rules as a match's arbiter, chosen at run time: the match runner sees a game through
// this small interface, and arbiter.cpp makes it for every variant of the library in one
// translation unit, so that the runner's own files compile no move generation.

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts_match {

enum class side : std::uint8_t { white, black };
[[nodiscard]] inline side operator~(side s) { return s == side::white ? side::black : side::white; }
[[nodiscard]] inline std::string_view side_name(side s) { return s == side::white ? "White" : "Black"; }

enum class outcome : std::uint8_t { white_wins, black_wins, draw };

// An opening: a position and moves played from it.
struct opening {
    std::string fen;                 // empty for the start position
    std::vector<std::string> moves;  // in any notation the library reads
    std::string where;               // "FILE line N" or "FILE game N", for messages
};

// Bad openings or a bad file, with a message that quotes what was read.
struct arbiter_error {
    std::string message;
};

// Where a game stands by the rules.
struct verdict {
    bool over = false;
    outcome result = outcome::draw;
    std::string reason;  // "White wins (no legal move)", "draw: threefold repetition (FMJD-64 7.2.3)"
};

// A PDN tag to write.
struct tag {
    std::string name, value;
};

// One game under the rules.
class game_arbiter {
public:
    virtual ~game_arbiter() = default;
    [[nodiscard]] virtual side to_move() const = 0;
    [[nodiscard]] virtual std::size_t plies() const = 0;
    // The set-up position and the moves played since, as Hub 2's "pos" gives them.
    [[nodiscard]] virtual std::string hub_setup() const = 0;
    [[nodiscard]] virtual std::vector<std::string> hub_moves() const = 0;
    // Plays a move as an engine wrote it in Hub 2; when it is not the one legal move it
    // names, nothing is played and the reason is returned (the rule and its article).
    [[nodiscard]] virtual std::optional<std::string> play_hub_move(std::string_view text) = 0;
    [[nodiscard]] virtual verdict state() const = 0;
    // The game as PDN: the tags given, the moves, and the result.
    [[nodiscard]] virtual std::string pdn(const std::vector<tag>& tags, outcome result) const = 0;
};

// One variant's rules.
class variant_arbiter {
public:
    virtual ~variant_arbiter() = default;
    [[nodiscard]] virtual std::string name() const = 0;      // the library's: "international"
    [[nodiscard]] virtual std::string hub_name() const = 0;  // Hub 2's "variant" value: "normal"
    // The openings of a file: PDN games, or lines of a FEN or of moves from the start. Each is
    // played through; an illegal move or a finished game is an arbiter_error.
    [[nodiscard]] virtual std::vector<opening> read_openings(std::istream& in, const std::string& file) const = 0;
    [[nodiscard]] virtual std::unique_ptr<game_arbiter> new_game(const opening& o) const = 0;
    // "2-0", "1-1", "0-2" where a win scores two points, "1-0", "1/2-1/2", "0-1" elsewhere.
    [[nodiscard]] virtual std::string result_text(outcome o) const = 0;
};

// The variant a name (the library's, an alias, or Hub 2's) names; null for none.
[[nodiscard]] std::unique_ptr<variant_arbiter> arbiter_for(std::string_view name);
// "russian, international, ...": the names arbiter_for takes.
[[nodiscard]] std::string arbiter_names();

}  // namespace draughts_match
