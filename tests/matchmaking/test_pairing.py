"""The pairing rules alone (games/matchmaking/pairing.py: pure Python, no database)."""

from __future__ import annotations

from typing import Any

from games.matchmaking.pairing import Candidate, compatible, find_groups


def seek(seek_id: int, user_id: int | None = None, **fields: Any) -> Candidate:
    """A candidate; ids double as age (a smaller id is older), users default to the id."""
    values: dict[str, Any] = {
        "players": 2,
        "options": None,
        "decision_seconds": None,
        "rating_min": None,
        "rating_max": None,
        "rating": 0.0,
    }
    values.update(fields)
    return Candidate(seek_id=seek_id, user_id=seek_id if user_id is None else user_id, **values)


def groups_of(pool: list[Candidate], **kwargs: Any) -> list[tuple[list[int], int]]:
    found = find_groups(pool, min_players=2, max_players=4, **kwargs)
    return [([m.seek_id for m in group.members], group.players) for group in found]


def test_two_seekers_of_two_players_make_a_match() -> None:
    assert groups_of([seek(1), seek(2)]) == [([1, 2], 2)]
    assert groups_of([seek(1)]) == []


def test_four_seekers_of_four_players_wait_for_the_fourth() -> None:
    pool = [seek(i, players=4) for i in range(1, 4)]
    assert groups_of(pool) == []
    assert groups_of([*pool, seek(4, players=4)]) == [([1, 2, 3, 4], 4)]


def test_oldest_first_the_oldest_compatible_others_are_taken() -> None:
    pool = [seek(i) for i in range(1, 6)]
    assert groups_of(pool) == [([1, 2], 2), ([3, 4], 2)]  # 5 waits, the youngest


def test_any_count_joins_the_count_of_the_oldest_others_and_all_any_plays_the_fewest() -> None:
    # All "any": the game's fewest players.
    assert groups_of([seek(i, players=None) for i in range(1, 5)]) == [([1, 2], 2), ([3, 4], 2)]
    # The oldest other wants 3: the "any" seekers join it.
    pool = [seek(1, players=None), seek(2, players=3), seek(3, players=None)]
    assert groups_of(pool) == [([1, 2, 3], 3)]
    # An "any" seeker between: the oldest others (2, then 3) decide, so 1 and 2 play two.
    pool = [seek(1, players=None), seek(2, players=None), seek(3, players=3)]
    assert groups_of(pool) == [([1, 2], 2)]


def test_any_options_match_concrete_ones_and_the_match_takes_them() -> None:
    fast = {"edition": "original"}
    found = find_groups(
        [seek(1, options=None), seek(2, options=fast)], min_players=2, max_players=4
    )
    assert [m.seek_id for m in found[0].members] == [1, 2]
    assert found[0].options == fast
    assert groups_of([seek(1, options=fast), seek(2, options={"edition": "new"})]) == []


def test_incompatible_seeks_are_not_paired() -> None:
    assert groups_of([seek(1, decision_seconds=60), seek(2, decision_seconds=30)]) == []
    assert groups_of([seek(1, decision_seconds=60), seek(2)]) == []
    assert groups_of([seek(1, players=2), seek(2, players=3)]) == []
    assert groups_of([seek(1, user_id=7), seek(2, user_id=7)]) == []  # never themself
    # Ratings: each inside the other's range, both ways.
    assert groups_of([seek(1, rating_min=10.0), seek(2, rating=5.0)]) == []
    assert groups_of([seek(1, rating=5.0), seek(2, rating_max=4.0)]) == []
    assert groups_of([seek(1, rating_min=5.0, rating_max=5.0), seek(2, rating=5.0)]) == [
        ([1, 2], 2)
    ]


def test_a_compatible_pair_is_found_behind_incompatible_seeks() -> None:
    pool = [seek(1, decision_seconds=10), seek(2, user_id=1), seek(3, decision_seconds=10)]
    assert groups_of(pool) == [([1, 3], 2)]


def test_a_group_needs_every_pair_compatible() -> None:
    # 1 accepts 2 and 3, but 2 refuses 3's rating: 1, 2 and 4 make the three.
    pool = [
        seek(1, players=3),
        seek(2, players=3, rating_max=10.0),
        seek(3, players=3, rating=20.0),
        seek(4, players=3),
    ]
    assert groups_of(pool) == [([1, 2, 4], 3)]
    assert not compatible(pool[1], pool[2])


def test_a_focus_seek_finds_the_same_group_as_a_full_pass() -> None:
    pool = [
        seek(1, players=3),
        seek(2, decision_seconds=5),
        seek(3, players=3),
        seek(4, players=None),
    ]
    assert groups_of(pool, focus=4) == groups_of(pool) == [([1, 3, 4], 3)]
    assert groups_of(pool[:3], focus=3) == []
