#pragma once
// Every variant the library plays, in one list: choosing one at run time by name or PDN
// GameType, and the names tools print, all come from it.

#include "../core/variant.hpp"
#include "diagonal.hpp"
#include "orthogonal.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace draughts {

template <class... Variants>
struct variant_list {
    static constexpr std::size_t size = sizeof...(Variants);

    // Calls f(V{}) for each variant, in order.
    template <class F>
    static constexpr void for_each(F&& f) {
        (f(Variants{}), ...);
    }
};

using all_variants = variant_list<russian, international, brazilian, english, italian, spanish, portuguese, czech,
                                  pool, thai, killer, canadian, antidraughts, breakthrough, frisian, frysk, turkish>;

namespace detail {

[[nodiscard]] constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

[[nodiscard]] constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

}  // namespace detail

// Whether a variant answers to a name: its own or an alias, in any case.
template <class V>
[[nodiscard]] constexpr bool is_named(std::string_view name) noexcept {
    if (detail::same_name(name, V::name)) return true;
    for (std::string_view alias : rules_of<V>::aliases)
        if (detail::same_name(name, alias)) return true;
    return false;
}

// Choosing a variant at run time, for tools: calls f(Variant{}) for the variant with that
// name (any case, or an alias) and returns true, or returns false when there is none.
template <class F>
constexpr bool visit_variant(std::string_view name, F&& f) {
    bool found = false;
    all_variants::for_each([&](auto v) {
        if (!found && is_named<decltype(v)>(name)) {
            found = true;
            f(v);
        }
    });
    return found;
}

// The same by PDN GameType (25, 20, 26, ...).
template <class F>
constexpr bool visit_variant(int pdn_game_type, F&& f) {
    bool found = false;
    all_variants::for_each([&](auto v) {
        if (!found && pdn_game_type != 0 && rules_of<decltype(v)>::pdn_game_type == pdn_game_type) {
            found = true;
            f(v);
        }
    });
    return found;
}

// "russian, international, brazilian, ...": the names of every variant, in the list's order.
[[nodiscard]] inline std::string variant_names() {
    std::string names;
    all_variants::for_each([&](auto v) {
        if (!names.empty()) names += ", ";
        names += decltype(v)::name;
    });
    return names;
}

}  // namespace draughts
