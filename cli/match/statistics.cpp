#include "statistics.hpp"

#include <algorithm>
#include <cmath>

namespace draughts_match {

double match_score::fraction() const {
    const std::int64_t n = games();
    return n == 0 ? 0.5 : (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) / static_cast<double>(n);
}

double elo_of_fraction(double s) { return -400.0 * std::log10(1.0 / s - 1.0); }

double fraction_of_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

namespace {

// The variance of one game's score (1, 1/2 or 0) about the mean score s.
double per_game_variance(const match_score& r, double s) {
    const auto n = static_cast<double>(r.games());
    const double w = static_cast<double>(r.wins) / n, d = static_cast<double>(r.draws) / n,
                 l = static_cast<double>(r.losses) / n;
    return w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s;
}

}  // namespace

std::optional<elo_estimate> estimate_elo(const match_score& r) {
    if (r.games() == 0 || r.wins + r.draws == 0 || r.losses + r.draws == 0) return std::nullopt;
    const double s = r.fraction();
    if (s <= 0 || s >= 1) return std::nullopt;
    const double z95 = 1.959963984540054;  // the normal distribution's two-sided 95% quantile
    const double deviation = std::sqrt(per_game_variance(r, s) / static_cast<double>(r.games()));
    // The interval's ends, kept inside (0, 1) where a small match reaches past them.
    const double low = std::max(s - z95 * deviation, 1e-9), high = std::min(s + z95 * deviation, 1 - 1e-9);
    return elo_estimate{elo_of_fraction(s), (elo_of_fraction(high) - elo_of_fraction(low)) / 2};
}

double likelihood_of_superiority(const match_score& r) {
    const auto decisive = static_cast<double>(r.wins + r.losses);
    if (decisive == 0) return 0.5;
    return 0.5 * (1 + std::erf(static_cast<double>(r.wins - r.losses) / std::sqrt(2 * decisive)));
}

double sprt_test::lower_bound() const { return std::log(beta / (1 - alpha)); }
double sprt_test::upper_bound() const { return std::log((1 - beta) / alpha); }

namespace {

// The trinomial of scores 0, 1/2, 1 closest to the observed one (most likely given it) whose
// mean is s: p_i / (1 + lambda (a_i - s)), lambda the root of sum p_i (a_i - s) / (1 + lambda
// (a_i - s)) = 0, which decreases in lambda on (-1 / (1 - s), 1 / s); found by bisection.
// Returns the log-likelihood of the observed frequencies p under it, less that under p itself,
// per game: -sum p_i log(1 + lambda (a_i - s)).
double log_likelihood_at(const double (&p)[3], double s) {
    constexpr double scores[3] = {0, 0.5, 1};
    double low = -1 / (1 - s), high = 1 / s;
    for (int i = 0; i < 200; ++i) {
        const double lambda = (low + high) / 2;
        double slope = 0;
        for (int k = 0; k < 3; ++k) slope += p[k] * (scores[k] - s) / (1 + lambda * (scores[k] - s));
        (slope > 0 ? low : high) = lambda;
    }
    const double lambda = (low + high) / 2;
    double sum = 0;
    for (int k = 0; k < 3; ++k) sum -= p[k] * std::log(1 + lambda * (scores[k] - s));
    return sum;
}

}  // namespace

// The generalized SPRT (Michel Van den Bergh, "A practical introduction to the GSPRT"), as
// fishtest computes it for game results (LLR_logistic): the log-likelihood ratio of the
// results under the most likely trinomial whose mean score is s1 (the score elo1 means)
// against the one whose mean is s0. A count of zero is taken as 0.001, as fastchess does,
// so that a run of one result alone still has a likelihood to compare.
double sprt_test::llr(const match_score& r) const {
    if (r.games() == 0) return 0;
    const auto regularized = [](std::int64_t count) { return count == 0 ? 1e-3 : static_cast<double>(count); };
    const double losses = regularized(r.losses), draws = regularized(r.draws), wins = regularized(r.wins);
    const double n = losses + draws + wins;
    const double p[3] = {losses / n, draws / n, wins / n};
    return n * (log_likelihood_at(p, fraction_of_elo(elo1)) - log_likelihood_at(p, fraction_of_elo(elo0)));
}

std::string sprt_test::decision(const match_score& r) const {
    const double l = llr(r);
    if (l >= upper_bound()) return "H1";
    if (l <= lower_bound()) return "H0";
    return "";
}

}  // namespace draughts_match
