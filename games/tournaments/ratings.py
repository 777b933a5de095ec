"""Multiplayer skill ratings: a thin, typed wrapper over openskill's Plackett-Luce model.

Pure Python: no Django. The model (Weng-Lin Bayesian approximation with the Plackett-Luce
likelihood) rates a free-for-all table from its final ranks, ties included. A rating is a
Gaussian belief about skill, `mu` and `sigma`; the displayed rating is the conservative
`ordinal` = mu - 3 sigma, which starts at 0 and rises as the server grows confident.

Updates are pure floating-point functions of the ratings before and the ranks, so replaying the
same matches in the same order from the prior reproduces every stored rating bit for bit (the
recompute check in services.py relies on that).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL_NAME = "openskill-plackett-luce"
_MODEL = PlackettLuce()  # mu 25, sigma 25/3, beta 25/6, tau 25/300 (the library defaults)


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The displayed, conservative rating.

        >>> round(PRIOR.ordinal, 6)
        0.0
        """
        return self.mu - 3.0 * self.sigma


PRIOR = Skill(mu=_MODEL.mu, sigma=_MODEL.sigma)


def rate(before: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """New skills for one table: `before[i]` finished at `ranks[i]` (1 = best; ties equal).

    >>> winner, loser = rate([PRIOR, PRIOR], [1, 2])
    >>> winner.mu > PRIOR.mu > loser.mu, winner.sigma < PRIOR.sigma
    (True, True)
    """
    if len(before) != len(ranks) or len(before) < 2:
        raise ValueError("a rated table needs at least two seats, each with a rank")
    teams = [[_MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in before]
    rated = _MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [Skill(mu=float(team[0].mu), sigma=float(team[0].sigma)) for team in rated]
