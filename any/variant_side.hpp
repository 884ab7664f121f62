#pragma once
// What any_game needs from one variant, declared here for the file that dispatches on a
// name (dispatch.cpp) and made in the variant's own translation units (variant.cpp.in,
// runtime_board.cpp.in), so that the variants compile in parallel. A variant without its
// units fails to link.

#include "any_game.hpp"

#include "instances.hpp"

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace draughts_any {

// The board of --board when it is not the variant's own (cli/requests.hpp does the same).
using any_board = draughts::runtime_board<>;

template <class Variant>
struct variant_side {
    [[nodiscard]] static std::unique_ptr<any_game> new_game(std::optional<std::string_view> fen);
    [[nodiscard]] static std::vector<rule_line> sheet();
    // compare: the position of `fen` as this variant reads it (its start position without
    // one), and this variant's view of any position.
    [[nodiscard]] static draughts::piece_placement placement(std::optional<std::string_view> fen);
    [[nodiscard]] static draughts::variant_moves view(const draughts::piece_placement& placement);
    // A PDN game replayed under this variant's rules, into `out`.
    static void replay(const draughts::pdn_record& record, pdn_game_read& out);
};

// The variant's rules on a board of another shape, taken at run time.
template <class Variant>
struct runtime_side {
    [[nodiscard]] static std::unique_ptr<any_game> new_game(draughts::board_shape shape,
                                                            std::optional<std::string_view> fen);
};

}  // namespace draughts_any
