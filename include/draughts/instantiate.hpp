#pragma once
// Making a variant's templates once for a whole program. A header-only library is compiled
// in every file that uses it; a program that uses one variant in many files can declare the
// variant's templates in a header its files include, and make them in one file of its own:
//
//     // variants.hpp, included everywhere:
//     #include <draughts/instantiate.hpp>
//     DRAUGHTS_DECLARE_VARIANT(draughts::russian)
//
//     // russian.cpp, one file:
//     #include <draughts/instantiate.hpp>
//     DRAUGHTS_INSTANTIATE_VARIANT(draughts::russian)
//
// The other files then compile only the calls. (The draughts program and the test suite do
// this for every variant: it halves their build.)

#include "draughts.hpp"
#include "perft/instantiate.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Every template of a variant but perft's (perft/instantiate.hpp).
#define DRAUGHTS_RULES_TEMPLATES(EXTERN, V)                                                                        \
    EXTERN template class draughts::position<V>;                                                                    \
    EXTERN template void draughts::generate<V>(const draughts::position<V>&, draughts::move_list<V>&,               \
                                               draughts::paths) noexcept;                                            \
    EXTERN template std::uint64_t draughts::count_moves<V>(const draughts::position<V>&, draughts::paths) noexcept; \
    EXTERN template bool draughts::has_moves<V>(const draughts::position<V>&) noexcept;                             \
    EXTERN template std::vector<std::vector<int>> draughts::move_paths<V>(const draughts::position<V>&,             \
                                                                          const draughts::move<V>&);                 \
    EXTERN template std::vector<std::vector<std::vector<int>>> draughts::move_paths<V>(                             \
        const draughts::position<V>&, std::span<const draughts::move<V>>);                                          \
    EXTERN template std::vector<int> draughts::canonical_path<V>(const draughts::position<V>&,                      \
                                                                 const draughts::move<V>&);                          \
    EXTERN template std::string draughts::write_move<V>(const draughts::position<V>&, const draughts::move<V>&,     \
                                                        draughts::notation_options);                                 \
    EXTERN template std::vector<std::string> draughts::write_moves<V>(                                              \
        const draughts::position<V>&, std::span<const draughts::move<V>>, draughts::notation_options);              \
    EXTERN template draughts::result<draughts::move_reading<V>> draughts::parse_move<V>(                            \
        const draughts::position<V>&, std::string_view);                                                            \
    EXTERN template draughts::result<draughts::fen_record<V>> draughts::read_fen_record<V>(std::string_view);       \
    EXTERN template draughts::result<draughts::position<V>> draughts::read_fen<V>(std::string_view);                \
    EXTERN template std::string draughts::write_fen<V>(const draughts::position<V>&, draughts::square_notation);    \
    EXTERN template class draughts::game<V>;                                                                        \
    EXTERN template draughts::pdn_replay<V> draughts::replay_pdn<V>(const draughts::pdn_record&);                   \
    EXTERN template std::vector<draughts::pdn_replay<V>> draughts::read_pdn<V>(std::string_view,                    \
                                                                               draughts::pdn_limits);                \
    EXTERN template std::string draughts::write_pdn<V>(const draughts::pdn_game<V>&, draughts::pdn_write_options);  \
    EXTERN template class draughts::detail::generic_generator<V, draughts::color::white>;                           \
    EXTERN template class draughts::detail::generic_generator<V, draughts::color::black>;                           \
    EXTERN template draughts::explanation<V> draughts::explain<V>(const draughts::position<V>&, std::vector<int>);  \
    EXTERN template draughts::result<draughts::explanation<V>> draughts::explain<V>(const draughts::position<V>&,    \
                                                                                    std::string_view);                \
    EXTERN template draughts::variant_moves draughts::moves_under<V>(const draughts::piece_placement&);            \
    EXTERN template draughts::result<draughts::move<V>> draughts::find_legal_move<V>(                               \
        const draughts::position<V>&, const draughts::protocol_move&, std::string_view);

#define DRAUGHTS_VARIANT_TEMPLATES(EXTERN, V) \
    DRAUGHTS_RULES_TEMPLATES(EXTERN, V)       \
    DRAUGHTS_PERFT_VARIANT_TEMPLATES(EXTERN, V)

#define DRAUGHTS_DECLARE_VARIANT(V) DRAUGHTS_VARIANT_TEMPLATES(extern, V)
#define DRAUGHTS_INSTANTIATE_VARIANT(V) DRAUGHTS_VARIANT_TEMPLATES(, V)
