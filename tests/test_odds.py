"""The generic odds walk (engine/odds.py) on tiny hand-made procedures whose odds are counted by
hand: chance and decisions, choices and policies, shared work, ordering, shortcuts and limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import pytest

from engine.dist import Dist
from engine.errors import IllegalAction, InputError
from engine.messages import Msg
from engine.odds import Odds, odds
from engine.procedure import Action, CardStatus, DiceGroup, Prompt, State


@dataclass(frozen=True, kw_only=True)
class Coins(State):
    """Toss a coin (1 or 2); then stop (the default) or toss once more; the score is the sum."""

    total: int = 0
    tosses: int = 0
    asked: bool = False
    done: bool = False
    shortcut: tuple | None = field(default=None, compare=False)

    def prompt(self):
        if self.done or not self.asked:
            return None
        actions = (Action("stop", Msg("stop")), Action("again", Msg("again")))
        return Prompt("player", Msg("again?"), actions, "stop")

    def is_chance(self):
        return not self.done and not self.asked

    def cards(self):
        # one card, playable until the game is over
        reason = Msg("the game is over") if self.done else None
        return (
            CardStatus(
                "toy.card.ace", Msg("Ace"), "player", "attacker", not self.done, reason, None
            ),
        )

    def chance_outcomes(self):
        return Dist.uniform((1, 2))

    def dice(self):
        return (DiceGroup("player", Msg("coin"), 1, sides=2),)

    def is_terminal(self):
        return self.done

    def outcome(self):
        return {"score": {"total": self.total, "tosses": [self.tosses]}}

    def outcome_from_dice(self, values):
        return values[0]

    def odds_shortcut(self, choices, used):
        return self.shortcut

    def _apply_outcome(self, outcome, dice):
        tosses = self.tosses + 1
        return self.evolve(
            total=self.total + outcome, tosses=tosses, asked=tosses == 1, done=tosses == 2
        )

    def _apply_action(self, action):
        return self.evolve(done=True) if action == "stop" else self.evolve(asked=False)


@dataclass(frozen=True, kw_only=True)
class Steps(State):
    """A decision taken ``length`` times in a row (two actions, so it is never settled
    automatically), then the end."""

    count: int = 0
    length: int = 3

    def prompt(self):
        if self.count >= self.length:
            return None
        return Prompt(
            "player", Msg("on"), (Action("on", Msg("on")), Action("on2", Msg("on"))), "on"
        )

    def is_chance(self):
        return False

    def is_terminal(self):
        return self.count >= self.length

    def outcome(self):
        return {"steps": self.count}

    def _apply_action(self, action):
        return self.evolve(count=self.count + 1)


def totals(result: Odds) -> list[tuple[int, Fraction]]:
    return [(outcome["score"]["total"], p) for outcome, p in result.outcomes]


def test_the_default_policy_stops_after_one_toss():
    assert totals(odds(Coins())) == [(1, Fraction(1, 2)), (2, Fraction(1, 2))]


def test_choices_are_taken_in_order_and_the_most_likely_outcome_comes_first():
    # two tosses: 1+1, 1+2, 2+1, 2+2 -> 3 twice in four; 2 and 4 tie and keep the order reached
    result = odds(Coins(), choices=("again",))
    assert totals(result) == [(3, Fraction(1, 2)), (2, Fraction(1, 4)), (4, Fraction(1, 4))]
    assert result.total() == 1
    assert result.probability(lambda o: o["score"]["total"] >= 3) == Fraction(3, 4)
    assert result.expectation(lambda o: o["score"]["total"]) == Fraction(2 + 6 + 4, 4)
    assert all(o["score"]["tosses"] == [2] for o, _ in result.outcomes)


def test_a_policy_decides_where_choices_run_out_and_branches_mix_exactly():
    # toss again only after a 1: 2 in one toss (1/2), or 1 then 1 or 2 (1/4 each)
    def again_after_one(state):
        return "again" if state.total == 1 else "stop"

    result = odds(Coins(), policy=again_after_one)
    scores = [(o["score"]["total"], o["score"]["tosses"], p) for o, p in result.outcomes]
    assert scores == [(2, [1], Fraction(1, 2)), (2, [2], Fraction(1, 4)), (3, [2], Fraction(1, 4))]


def test_an_illegal_choice_is_refused_and_an_unused_one_is_named():
    with pytest.raises(IllegalAction):
        odds(Coins(), choices=("jump",))
    with pytest.raises(InputError, match="again"):
        odds(Coins(), choices=("stop", "again"))
    with pytest.raises(InputError, match="again,stop"):
        odds(Coins(), choices=("again", "again", "stop"))
    with pytest.raises(InputError, match="no decision was left"):
        odds(Steps(length=0), choices=("on",))


def test_an_unused_card_choice_is_explained_from_the_last_state_reached():
    # after "stop" the game is over, so the card's reason comes from that state
    with pytest.raises(InputError, match="the game is over"):
        odds(Coins(), choices=("stop", "play:ace"))


def test_each_choice_is_consumed_once_in_order():
    assert odds(Steps(), choices=("on2", "on", "on2")).outcomes == (({"steps": 3}, Fraction(1)),)


def test_a_shortcut_replaces_the_walk_only_when_it_uses_every_choice():
    listed = (
        [({"score": {"total": 9, "tosses": [0]}}, 2), ({"score": {"total": 9, "tosses": [0]}}, 1)],
        3,
        0,
    )
    assert totals(odds(Coins(shortcut=listed))) == [(9, Fraction(1))]
    assert totals(odds(Coins(shortcut=listed), shortcuts=False)) == totals(odds(Coins()))
    # the shortcut used no choice, so with one choice given the long walk runs
    assert len(odds(Coins(shortcut=listed), choices=("again",)).outcomes) == 3
    # a policy of its own also walks
    assert totals(odds(Coins(shortcut=listed), policy=lambda s: "stop")) == totals(odds(Coins()))


def test_outcomes_equal_up_to_key_order_are_one_outcome():
    class Shuffled(Coins):
        def outcome(self):
            if self.total % 2:
                return {"score": {"total": 0, "tosses": [self.tosses]}}
            return {"score": {"tosses": [self.tosses], "total": 0}}

    result = odds(Shuffled(), choices=("again",))
    assert result.outcomes == (({"score": {"total": 0, "tosses": [2]}}, Fraction(1)),)


def test_max_depth_bounds_the_walk():
    # Steps(length=3) ends at depth 3: allowed with max_depth=3, refused below
    assert odds(Steps(), max_depth=3).outcomes == (({"steps": 3}, Fraction(1)),)
    with pytest.raises(RecursionError, match="^procedure does not end$"):
        odds(Steps(), max_depth=2)
    # a roll is one level too: toss, decide, toss, end is depth 3
    assert len(odds(Coins(), choices=("again",), max_depth=3).outcomes) == 3
    with pytest.raises(RecursionError):
        odds(Coins(), choices=("again",), max_depth=2)
    with pytest.raises(RecursionError):
        odds(Steps(length=10_001))


def test_sums_over_no_outcomes_are_exact_zero_fractions():
    # probabilities, expectations and totals stay exact Fractions even when nothing is summed
    empty = Odds(())
    for value in (empty.total(), empty.probability(lambda o: True), empty.expectation(len)):
        assert value == 0 and type(value) is Fraction
