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

// The generalized SPRT's log-likelihood ratio in its normal approximation (Michel Van den
// Bergh, "A note on the GSPRT" / "Normalized Elo", as fishtest, fastchess and cutechess-cli's
// logistic model compute it): with the mean score s and its per-game variance v over n
// games, and s0, s1 the scores that elo0 and elo1 mean,
//     LLR = n (s1 - s0) (2 s - s0 - s1) / (2 v).
double sprt_test::llr(const match_score& r) const {
    if (r.games() == 0) return 0;
    const double s = r.fraction();
    const double variance = per_game_variance(r, s);
    if (variance <= 0) return 0;
    const double s0 = fraction_of_elo(elo0), s1 = fraction_of_elo(elo1);
    return static_cast<double>(r.games()) * (s1 - s0) * (2 * s - s0 - s1) / (2 * variance);
}

std::string sprt_test::decision(const match_score& r) const {
    const double l = llr(r);
    if (l >= upper_bound()) return "H1";
    if (l <= lower_bound()) return "H0";
    return "";
}

}  // namespace draughts_match
