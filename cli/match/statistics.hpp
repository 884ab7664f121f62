#pragma once
// The statistics of a match between two engines, from the first engine's wins, draws and
// losses: its score, the Elo difference with its 95% interval, the likelihood of
// superiority, and the log-likelihood ratio of a sequential probability ratio test. No I/O.

#include <cstdint>
#include <optional>
#include <string>

namespace draughts_match {

struct match_score {
    std::int64_t wins = 0, draws = 0, losses = 0;

    [[nodiscard]] std::int64_t games() const { return wins + draws + losses; }
    // The score per game, a win 1 and a draw 1/2 (whatever points a variant gives a win).
    [[nodiscard]] double fraction() const;
};

// The logistic Elo difference that a score fraction s (0 < s < 1) means: -400 log10(1/s - 1).
[[nodiscard]] double elo_of_fraction(double s);
// The score fraction an Elo difference gives: 1 / (1 + 10^(-elo/400)).
[[nodiscard]] double fraction_of_elo(double elo);

struct elo_estimate {
    double elo = 0;     // the difference the score means
    double margin = 0;  // half the width of its 95% interval, in Elo
};

// The Elo difference and its 95% interval from the normal approximation of the score's
// mean over the games (as cutechess-cli computes it: the per-game standard deviation of the
// trinomial scores 1, 1/2, 0, the interval s +- 1.959964 sd / sqrt(n) taken through
// elo_of_fraction, and half its width as the margin). None without both a win or draw and a
// loss or draw (a score of 0 or 1 has no finite Elo).
[[nodiscard]] std::optional<elo_estimate> estimate_elo(const match_score& s);

// The likelihood of superiority: the probability that the first engine is the stronger,
// from wins and losses alone (draws say nothing of it): 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))).
// 1/2 without a decisive game.
[[nodiscard]] double likelihood_of_superiority(const match_score& s);

// A sequential probability ratio test of H0: Elo = elo0 against H1: Elo = elo1, with the
// false-positive rate alpha and the false-negative rate beta.
struct sprt_test {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;

    [[nodiscard]] double lower_bound() const;  // log(beta / (1 - alpha)): accept H0 at or below
    [[nodiscard]] double upper_bound() const;  // log((1 - beta) / alpha): accept H1 at or above
    // The log-likelihood ratio of the results so far: the generalized SPRT's (statistics.cpp).
    [[nodiscard]] double llr(const match_score& s) const;
    // "H0" or "H1" once decided, else "".
    [[nodiscard]] std::string decision(const match_score& s) const;
};

}  // namespace draughts_match
