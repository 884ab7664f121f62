// What a variant is (core/variant.hpp): the concept that names a missing fact, the defaults
// of the facts a variant may leave out, a variant's rules on another board, and the one
// list of variants (variants/list.hpp) that tools choose from.

#include "support.hpp"

#include <draughts/teach/rule_sheet.hpp>

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace draughts;

// Not in an anonymous namespace: the facts are read where the concept looks, and unused ones
// would be warned about with internal linkage.
namespace facts {

// The fewest facts a variant states; every other fact takes its default.
struct fewest {
    static constexpr std::string_view name = "fewest";
    using board = board_8x8;
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = false;
    static constexpr capture_precedence precedence{};
    static constexpr mid_capture_crowning crowning = mid_capture_crowning::captures_on_as_man;
};

// Each of those facts left out, or stated with the wrong type.
struct without_name {
    using board = board_8x8;
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = false;
    static constexpr capture_precedence precedence{};
    static constexpr mid_capture_crowning crowning = mid_capture_crowning::captures_on_as_man;
};
struct without_board {
    static constexpr std::string_view name = "no board";
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = false;
    static constexpr capture_precedence precedence{};
    static constexpr mid_capture_crowning crowning = mid_capture_crowning::captures_on_as_man;
};
struct without_backward_captures : fewest {};  // inherits; the next ones hide a fact with a wrong type
struct without_flying_kings {
    static constexpr std::string_view name = "no kings' range";
    using board = board_8x8;
    static constexpr bool men_capture_backward = true;
    static constexpr capture_precedence precedence{};
    static constexpr mid_capture_crowning crowning = mid_capture_crowning::captures_on_as_man;
};
struct without_precedence {
    static constexpr std::string_view name = "no precedence";
    using board = board_8x8;
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = false;
    static constexpr mid_capture_crowning crowning = mid_capture_crowning::captures_on_as_man;
};
struct without_crowning {
    static constexpr std::string_view name = "no crowning";
    using board = board_8x8;
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = false;
    static constexpr capture_precedence precedence{};
};
struct crowning_as_bool : fewest {
    static constexpr bool crowning = true;
};
struct first_player_as_int : fewest {
    static constexpr int first_to_move = 1;
};
struct draws_as_int : fewest {
    static constexpr int draws = 3;
};

}  // namespace facts

TEST_CASE("draughts_variant: a struct missing a fact, or stating one with the wrong type, is not a variant") {
    static_assert(draughts_variant<facts::fewest>);
    static_assert(draughts_variant<facts::without_backward_captures>);
    static_assert(!draughts_variant<facts::without_name>);
    static_assert(!draughts_variant<facts::without_board>);
    static_assert(!draughts_variant<facts::without_flying_kings>);
    static_assert(!draughts_variant<facts::without_precedence>);
    static_assert(!draughts_variant<facts::without_crowning>);
    static_assert(!draughts_variant<facts::crowning_as_bool>);
    static_assert(!draughts_variant<facts::first_player_as_int>);
    static_assert(!draughts_variant<facts::draws_as_int>);
    // Every variant of the list is one.
    all_variants::for_each([](auto v) { CHECK(draughts_variant<decltype(v)>); });
}

TEST_CASE("bitboard: a type without the library's operations is not a bitboard, and is not cut to one") {
    static_assert(bitboard<std::uint64_t>);
    static_assert(bitboard<wide_bitboard<2>>);
    static_assert(bitboard<wide_bitboard<4>>);
    static_assert(!bitboard<std::uint32_t>);
    static_assert(!bitboard<int>);
#if defined(__SIZEOF_INT128__)
    // A wider integer has no popcount of its own: it is rejected rather than converted to
    // std::uint64_t and cut.
    __extension__ using uint128 = unsigned __int128;
    static_assert(!bitboard<uint128>);
#endif
    // A board given a bitboard type without them stops the build with a static_assert that
    // says so (board.hpp). The board picks the narrowest bitboard that holds its squares.
    static_assert(std::is_same_v<board_8x8::bitboard, std::uint64_t>);
    static_assert(std::is_same_v<board_10x10::bitboard, std::uint64_t>);
    static_assert(std::is_same_v<canadian::board::bitboard, wide_bitboard<2>>);
    static_assert(std::is_same_v<board<20>::bitboard, wide_bitboard<4>>);
}

TEST_CASE("wide_bitboard: shifts, counts and the lowest and highest bits across words") {
    using w = wide_bitboard<3>;
    const w one{1};
    CHECK(lowest_bit(one << 130) == 130);
    CHECK(highest_bit((one << 130) | (one << 3)) == 130);
    CHECK(((one << 130) >> 127) == (one << 3));
    CHECK(((one << 64) >> 1) == (one << 63));
    CHECK(popcount(~w{}) == 192);
    CHECK(((one << 191) << 1) == w{});
    CHECK(without_lowest_bit((one << 70) | (one << 5)) == (one << 70));
    CHECK(only_lowest_bit((one << 70) | (one << 69)) == (one << 69));
    CHECK((one << 64) > (one << 63));
    int count = 0;
    for (int b : bits((one << 0) | (one << 64) | (one << 128))) count += b;
    CHECK(count == 192);
}

TEST_CASE("rules_of: the defaults of the facts a variant leaves out") {
    using r = rules_of<facts::fewest>;
    CHECK(r::first_to_move == color::white);
    CHECK(r::empty_rows() == 2);
    CHECK(r::men_rows() == 3);
    CHECK(r::men_per_side() == 12);
    CHECK(r::men_capture_kings);
    CHECK(r::removal == capture_removal::at_end);
    CHECK(r::landing == king_landing::anywhere_behind);
    CHECK(r::end == game_end::no_move_loses);
    CHECK(r::notation == square_notation::numeric);
    CHECK(r::capture_separator == 'x');
    CHECK(r::pdn_game_type == 0);
    CHECK(r::draws.empty());
    // A fact stated with its article keeps it.
    CHECK(rules_of<italian>::men_capture_kings.article == "FID 5.3b");
    CHECK(rules_of<english>::first_to_move == color::black);
    CHECK(rules_of<thai>::men_rows() == 2);
    CHECK(rules_of<canadian>::men_per_side() == 30);
}

TEST_CASE("on_board: a variant's rules on another board, with the start rows it asks for") {
    using six = on_board<international, board<6>>;
    CHECK(rules_of<six>::men_rows() == 2);
    CHECK(write_fen(position<six>::start()) == "W:W13,14,15,16,17,18:B1,2,3,4,5,6");
    // An odd height leaves three rows empty.
    CHECK(rules_of<on_board<international, board<10, 11>>>::men_rows() == 4);
    // More empty rows on request.
    using wide_gap = on_board<russian, board<8>, 4>;
    CHECK(rules_of<wide_gap>::men_rows() == 2);
    CHECK(write_fen(position<wide_gap>::start()) == "W:Wa1,c1,e1,g1,b2,d2,f2,h2:Ba7,c7,e7,g7,b8,d8,f8,h8");
    // A variant's own count of empty rows goes with it (Thai: four).
    CHECK(rules_of<on_board<thai, board<10>>>::men_rows() == 3);
}

TEST_CASE("the list of variants: names in any case, aliases, PDN GameTypes") {
    std::vector<std::string> names;
    all_variants::for_each([&](auto v) { names.emplace_back(decltype(v)::name); });
    CHECK(names == std::vector<std::string>{"russian", "international", "brazilian", "english", "italian", "spanish",
                                            "portuguese", "czech", "pool", "thai", "killer", "canadian",
                                            "antidraughts", "breakthrough", "frisian", "frysk", "turkish"});
    CHECK(variant_names() ==
          "russian, international, brazilian, english, italian, spanish, portuguese, czech, pool, thai, killer, "
          "canadian, antidraughts, breakthrough, frisian, frysk, turkish");
    const auto found = [](auto key) {
        std::string name = "none";
        visit_variant(key, [&](auto v) { name = decltype(v)::name; });
        return name;
    };
    CHECK(found(std::string_view("Russian")) == "russian");
    CHECK(found(std::string_view("CHECKERS")) == "english");
    CHECK(found(std::string_view("american")) == "english");
    CHECK(found(std::string_view("Frysk!")) == "frysk");
    CHECK(found(std::string_view("Turkish")) == "turkish");
    CHECK(found(std::string_view("dameo")) == "none");
    CHECK(found(std::string_view("")) == "none");
    CHECK(found(20) == "international");
    CHECK(found(21) == "english");
    CHECK(found(22) == "italian");
    CHECK(found(23) == "pool");
    CHECK(found(24) == "spanish");
    CHECK(found(25) == "russian");
    CHECK(found(26) == "brazilian");
    CHECK(found(27) == "canadian");
    CHECK(found(28) == "portuguese");
    CHECK(found(29) == "czech");
    CHECK(found(30) == "turkish");
    CHECK(found(31) == "thai");
    CHECK(found(96) == "breakthrough");
    CHECK(found(98) == "antidraughts");
    CHECK(found(40) == "frisian");
    CHECK(found(97) == "frysk");
    CHECK(found(0) == "none");  // killer has no GameType
    CHECK(found(32) == "none");
}

TEST_CASE("rule sheets: every fact of a variant in words, with its article") {
    const auto italian_sheet = rule_sheet<italian>();
    const auto line = [&](std::string_view topic) {
        for (const auto& l : italian_sheet)
            if (l.topic == topic) return l;
        return rule_line{topic, "missing", {}};
    };
    CHECK(line("men may take kings").value == "no");
    CHECK(line("men may take kings").article == "FID 5.3b");
    CHECK(line("kings").value == "one square");
    CHECK(line("which capture").value == "most pieces, then by a king, then most kings, then kings met first");
    CHECK(line("which capture").article == "FID 6.6");
    CHECK(line("board").value == "8x8 turned");
    CHECK(line("men each").value == "12 on 3 rows");
    CHECK(rule_sheet<thai>()[1].value == "8 on 2 rows");
    CHECK(line("fourfold repetition").value == "a draw when the position occurs 4 times");
    CHECK(line("fourfold repetition").article == "FID 9.3");
    CHECK(line("only kings moved").value == "a draw after 40 moves");
    const auto frisian_sheet = rule_sheet<frisian>();
    const auto limit = std::find_if(frisian_sheet.begin(), frisian_sheet.end(), [](const rule_line& l) {
        return l.topic == "one king's moves in a row while its side has men";
    });
    REQUIRE(limit != frisian_sheet.end());
    CHECK(limit->value == "at most 3");
    CHECK(limit->article == "Frisian 17");
}

// The README's table of how the variants differ is the one the library makes from its facts.
TEST_CASE("the README's table of the variants is variant_table_markdown()") {
    std::ifstream in(std::string(DRAUGHTS_SOURCE_DIR) + "/README.md");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    const std::string readme = text.str();
    const std::string begin = "<!-- variant table -->\n", end = "<!-- end of the variant table -->";
    const auto from = readme.find(begin), to = readme.find(end);
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    const std::string in_readme = readme.substr(from + begin.size(), to - from - begin.size());
    INFO("the table as the library makes it:\n" << variant_table_markdown());
    CHECK(in_readme == variant_table_markdown());
}
