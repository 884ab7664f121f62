// The match runner's statistics (cli/match/statistics.hpp) against values computed by hand
// from their formulas (python3, double precision): Elo from a score, its 95% interval,
// the likelihood of superiority, and the SPRT's log-likelihood ratio (the most likely
// trinomials of the two hypotheses found by bisection, as in statistics.cpp) and bounds.
#include "match/statistics.hpp"

#include <doctest/doctest.h>

using namespace draughts_match;

TEST_CASE("Elo and score fractions are each other's inverse") {
    CHECK(elo_of_fraction(0.5) == doctest::Approx(0.0));
    CHECK(elo_of_fraction(0.75) == doctest::Approx(190.848501887865));  // -400 log10(1/3)
    CHECK(fraction_of_elo(190.848501887865) == doctest::Approx(0.75));
    CHECK(fraction_of_elo(-400) == doctest::Approx(1.0 / 11));
}

TEST_CASE("a match's score, Elo and its interval") {
    const match_score r{60, 20, 20};
    CHECK(r.games() == 100);
    CHECK(r.fraction() == doctest::Approx(0.7));
    const auto e = estimate_elo(r);
    REQUIRE(e);
    CHECK(e->elo == doctest::Approx(147.19071411783776));
    CHECK(e->margin == doctest::Approx(66.01338122038528));

    const auto even = estimate_elo({30, 40, 30});
    REQUIRE(even);
    CHECK(even->elo == doctest::Approx(0.0));
    CHECK(even->margin == doctest::Approx(53.15797978005325));

    const auto big = estimate_elo({250, 500, 200});
    REQUIRE(big);
    CHECK(big->elo == doctest::Approx(18.3029962243));
    CHECK(big->margin == doctest::Approx(15.2130357075));

    // An interval that reaches past a score of 0 is cut at the edge.
    const auto small = estimate_elo({1, 0, 2});
    REQUIRE(small);
    CHECK(small->elo == doctest::Approx(-120.411998266));
    CHECK(small->margin == doctest::Approx(1962.65883727));

    // All won, all lost, or nothing played: no finite Elo.
    CHECK_FALSE(estimate_elo({3, 0, 0}));
    CHECK_FALSE(estimate_elo({0, 0, 4}));
    CHECK_FALSE(estimate_elo({}));
    CHECK(estimate_elo({0, 2, 0}));
}

TEST_CASE("the likelihood of superiority counts the decisive games") {
    CHECK(likelihood_of_superiority({60, 20, 20}) == doctest::Approx(0.9999961278917845));
    CHECK(likelihood_of_superiority({30, 40, 30}) == doctest::Approx(0.5));
    CHECK(likelihood_of_superiority({250, 500, 200}) == doctest::Approx(0.990788937273));
    CHECK(likelihood_of_superiority({5, 3, 2}) == doctest::Approx(0.871580371021));
    CHECK(likelihood_of_superiority({0, 7, 0}) == doctest::Approx(0.5));
}

TEST_CASE("the SPRT's log-likelihood ratio and bounds") {
    const sprt_test t{0, 5, 0.05, 0.05};
    CHECK(t.lower_bound() == doctest::Approx(-2.9444389791664403));
    CHECK(t.upper_bound() == doctest::Approx(2.9444389791664403));
    CHECK(t.llr({60, 20, 20}) == doctest::Approx(0.7072473475900762));
    CHECK(t.llr({30, 40, 30}) == doctest::Approx(-0.017257393258402007));
    CHECK(t.llr({1, 0, 2}) == doctest::Approx(-0.014706796583216249));
    CHECK(t.decision({60, 20, 20}).empty());

    const sprt_test ten{0, 10, 0.05, 0.05};
    CHECK(ten.llr({250, 500, 200}) == doctest::Approx(2.210356869861666));
    CHECK(sprt_test{-5, 5, 0.05, 0.05}.llr({5, 3, 2}) == doctest::Approx(0.12334724100919633));
    // A published example (jw1912/SPRT's README): 4307 wins, 8620 draws, 4063 losses, Elo 0
    // against 3: "LLR: 2.99".
    CHECK(sprt_test{0, 3, 0.05, 0.05}.llr({4307, 8620, 4063}) == doctest::Approx(2.99).epsilon(0.002));

    // Decided both ways; a run of one result alone counts too.
    CHECK(t.llr({600, 200, 200}) == doctest::Approx(7.072473475900763));
    CHECK(t.decision({600, 200, 200}) == "H1");
    CHECK(t.llr({200, 200, 600}) == doctest::Approx(-7.318403962758882));
    CHECK(t.decision({200, 200, 600}) == "H0");
    CHECK(t.llr({0, 10, 0}) == doctest::Approx(-0.1396819972336093));
    const sprt_test far{0, 200, 0.05, 0.05};
    CHECK(far.llr({3, 0, 0}) == doctest::Approx(1.2548166059657704));
    CHECK(far.llr({20, 0, 0}) == doctest::Approx(8.36723111695333));
    CHECK(far.decision({20, 0, 0}) == "H1");
    CHECK(t.llr({}) == doctest::Approx(0.0));
    CHECK(sprt_test{0, 5, 0.1, 0.2}.lower_bound() == doctest::Approx(-1.504077396776274));  // log(0.2 / 0.9)
}
