"""Walking a lesson: its example battle played through the engine, paused at each stop.

:func:`walk_lesson` plays the whole example at once (it is short and fixed) and keeps, for every
stop, the state there, the questions asked (computed by the engine through
:func:`learn.drills.question_at`) and what the engine does next. Nothing a question asks or
answers is typed into the lesson: every number here comes from the engine. :func:`summary`
gives the one-screen quick-reference card, :func:`summary_markdown` its Markdown form.

What a lesson shows before each answer (the set-up, what each side counts) is in
:mod:`learn.lesson_inputs`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine import registry
from engine.errors import InputError
from engine.messages import N_, Msg
from engine.procedure import LogEntry, State
from engine.scenario import load_scenario

from .drills_kinds import Question, question_at
from .drills_text import chosen_line, side_name
from .lesson_inputs import with_inputs
from .lessons import Lesson, LessonError, Stop, text_in
from .placeholders import localized_question

MAX_PAUSES = 200  # engine pauses walked between two stops before the lesson is refused
HEADINGS = {
    "steps": N_("Steps"),
    "numbers": N_("Key numbers in this example"),
    "rules": N_("Rules"),
    "mistakes": N_("Usual mistakes"),
}


@dataclass(frozen=True)
class StopView:
    """A stop as the learner meets it: the state, the questions, then what the engine does."""

    index: int
    stop: Stop
    state: State
    questions: tuple[Question, ...]
    move: Msg
    revealed: tuple[LogEntry, ...]


@dataclass(frozen=True)
class LessonWalk:
    """A lesson played through: the opening log, the stops, and the final state."""

    lesson: Lesson
    opening: tuple[LogEntry, ...]
    views: tuple[StopView, ...]
    final: State


class _Walker:
    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.rng = random.Random(f"lesson:{lesson.id}")
        self.queue: list[int] = []  # dice a winner question showed, for the rolls after it

    def fail(self, index: int, key: str, problem: str, **values):
        raise LessonError(self.lesson.source, f"stops[{index}].{key}", Msg(problem, **values))

    def dice_for(self, state: State, given: tuple[int, ...] | None = None) -> tuple[int, ...]:
        needed = sum(group.count for group in state.dice())
        if given is not None:
            return given
        if len(self.queue) >= needed:
            values, self.queue = tuple(self.queue[:needed]), self.queue[needed:]
            return values
        return tuple(self.rng.randint(1, g.sides) for g in state.dice() for _ in range(g.count))

    def auto(self, state: State) -> State:
        if state.is_chance():
            return state.apply_dice(self.dice_for(state))
        return state.apply(state.prompt().default)

    def move(self, index: int, stop: Stop, state: State, questions) -> tuple[State, Msg]:
        for question in questions:
            if question.dice and state.is_chance():
                self.queue = list(question.dice)
        if state.is_chance():
            values = self.dice_for(state, stop.dice)
            try:
                after = state.apply_dice(values)
            except InputError as error:
                self.fail(index, "dice", N_("the dice do not fit this roll: {error}"),
                          error=error.problem)  # fmt: skip
            return after, Msg(N_("Dice rolled: {values}"), values=" ".join(map(str, values)))
        prompt = state.prompt()
        assumed = next((q.action for q in questions if q.action), None)
        action = stop.play or assumed or prompt.default
        if action not in prompt.action_ids():
            self.fail(index, "play", N_("{action!r} is not legal here"), action=action)
        return state.apply(action), chosen_line(state, action)

    def walk(self) -> LessonWalk:
        lesson = self.lesson
        state = load_scenario(lesson.example_path)
        views = []
        opening: tuple[LogEntry, ...] | None = None
        for index, stop in enumerate(lesson.stops):
            pauses = 0
            while state.step != stop.at or state.is_terminal():
                if state.is_terminal() or pauses > MAX_PAUSES:
                    self.fail(index, "at", N_("the example never pauses there"))
                state, pauses = self.auto(state), pauses + 1
            if opening is None:
                opening = state.log
            questions = []
            for kind in stop.ask:
                rng = random.Random(f"lesson:{lesson.id}:{index}:{kind}:{stop.seed}")
                question = question_at(state, kind, rng)
                if question is None:
                    self.fail(index, "ask", N_("no {kind!r} question applies here"), kind=kind)
                question = with_inputs(state, question)
                questions.append(localized_question(question))  # made-up names too
            after, move = self.move(index, stop, state, questions)
            if views:
                views[-1] = _with_revealed(views[-1], state.log)
            views.append(StopView(index, stop, state, tuple(questions), move, ()))
            state = after
        pauses = 0
        while not state.is_terminal():
            if pauses > MAX_PAUSES:
                self.fail(len(lesson.stops) - 1, "at", N_("the example does not end"))
            state, pauses = self.auto(state), pauses + 1
        views[-1] = _with_revealed(views[-1], state.log)
        return LessonWalk(lesson, opening or (), tuple(views), state)


def _with_revealed(view: StopView, log: tuple[LogEntry, ...]) -> StopView:
    return StopView(view.index, view.stop, view.state, view.questions, view.move,
                    tuple(log[len(view.state.log):]))  # fmt: skip


# -- what a question is worked out from -----------------------------------------------------
def walk_lesson(lesson: Lesson) -> LessonWalk:
    """Play ``lesson``'s example through the engine; a lesson that does not fit the example
    raises :class:`LessonError` naming the stop and the key."""
    return _Walker(lesson).walk()


@dataclass(frozen=True)
class Summary:
    """The quick-reference card: the procedure's steps, key numbers and the usual mistakes.

    ``numbers`` holds lines of (heading, items): a dice group with its dice and hit value, or
    one side's modifiers at a roll, all from the engine.
    """

    title: dict[str, str]
    procedure: Msg
    steps: tuple[tuple[str, Msg, str], ...]  # (number, title, rule)
    numbers: tuple[tuple[Msg, tuple[Msg, ...]], ...]
    mistakes: tuple[dict[str, str], ...]


def summary(walk: LessonWalk) -> Summary:
    """The card for ``walk``: steps from the engine, numbers from the stops where dice are rolled
    (dice counts, what a die does, modifiers by side), mistakes from the lesson. Where the
    numbers come from more than one step (a naval and a land combat), each line names its step."""
    numbers: list[tuple[str, Msg, tuple[Msg, ...]]] = []  # (step, heading, items)
    for view in walk.views:
        state = view.state
        if not state.is_chance():
            continue
        for group in state.dice():
            numbers.append((state.step, group.label, _dice_items(state, group)))
        report = state.modifiers()
        sides = dict.fromkeys(m.side for m in report.modifiers) if report else {}
        for side in sides:
            items = tuple(
                Msg(N_("{source} {value}"), source=m.source, value=f"{m.value:+d}")
                for m in report.for_side(side)
            )
            side_msg = side_name(side, walk.lesson.procedure)
            numbers.append((state.step, Msg(N_("modifiers of {side}"), side=side_msg), items))
    titles = {info.id: info.title for info in walk.final.steps}
    several = len({step for step, _heading, _items in numbers}) > 1
    lines = (
        (Msg(N_("{step} — {what}"), step=titles[step], what=heading) if several else heading,
         items)
        for step, heading, items in numbers
    )  # fmt: skip
    unique = tuple(dict.fromkeys(lines))
    spec = registry.get(walk.lesson.procedure)
    steps = tuple((info.number, info.title, info.rule) for info in walk.final.steps)
    return Summary(walk.lesson.title, spec.title, steps, unique, walk.lesson.mistakes)


def _dice_items(state: State, group) -> tuple[Msg, ...]:
    """A dice group on the card: its dice, then what a die does (its hit value, or the
    procedure's own results by face)."""
    items = [Msg(N_("{count}d{sides}"), count=group.count, sides=group.sides)]
    results = FACE_RESULTS.get(state.procedure)
    if results is not None and group.count == 1 and len(state.dice()) == 1:
        items += results(state, group)
    elif group.hit_min is not None and group.hits:
        items.append(Msg(N_("hits on {value} or more"), value=group.hit_min))
    return tuple(items)


def _attack_results(state: State, group) -> list[Msg]:
    """Siege of Tenochtitlan has no hits: the attack die gives a result against the Defense
    Factor (tenochtitlan 002 Kampfprozedur: DF + 1 disorders and makes the unit retreat, DF + 2
    or more eliminates it, less has no effect). Each face's result is the engine's, in its own
    words."""
    from engine.games.tenochtitlan import story

    faces: dict[str, list[int]] = {}
    for face in range(1, group.sides + 1):
        faces.setdefault(state.outcome_from_dice((face,)), []).append(face)
    return [
        Msg(N_("die {faces}: {result}"), faces=_faces(values),
            result=story.face_result(state, outcome))
        for outcome, values in faces.items()
    ]  # fmt: skip


def _faces(values: list[int]) -> str:
    """Die faces as a run ("4–6"), a single face ("3"), or a list."""
    if len(values) == 1:
        return str(values[0])
    if values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}–{values[-1]}"
    return ", ".join(map(str, values))


#: Procedures whose die gives a result of its own rather than hits: the card shows each face's.
FACE_RESULTS: dict[str, Callable[[State, object], list[Msg]]] = {
    "tenochtitlan/combat": _attack_results,
}


def _short_rules(rules: list[str], lang: str) -> str:
    """Rule references in words, what they share (game, chapter) said once:
    ``Here I Stand · Field battle: Step 1: Response cards, Step 2: …``."""
    from glossary.rule_refs import SEPARATOR, rule_place

    places = [rule_place(rule, lang).split(SEPARATOR) for rule in rules]
    places = list(dict.fromkeys(tuple(place) for place in places))
    shared = 0
    while all(len(place) > shared + 1 for place in places) and (
        len({place[shared] for place in places}) == 1
    ):
        shared += 1
    if not shared or len(places) < 2:
        return ", ".join(SEPARATOR.join(place) for place in places)
    head = SEPARATOR.join(places[0][:shared])
    return f"{head}: " + ", ".join(SEPARATOR.join(place[shared:]) for place in places)


def summary_markdown(card: Summary, lang: str, translate: Callable[[str], str]) -> str:
    """The quick-reference card as Markdown, in ``lang`` (short enough for one screen)."""
    render = lambda message: message.render(translate)  # noqa: E731
    steps = " · ".join(
        f"{number}. {render(title)}" if number else render(title)
        for number, title, _rule in card.steps
    )
    rules = list(dict.fromkeys(rule for _number, _title, rule in card.steps if rule))
    lines = [f"# {text_in(card.title, lang)}", ""]
    lines += [f"**{translate(HEADINGS['steps'])}:** {steps}", ""]
    if rules:
        lines += [f"*{translate(HEADINGS['rules'])}: {_short_rules(rules, lang)}*", ""]
    if card.numbers:
        lines += [f"**{translate(HEADINGS['numbers'])}**", ""]
        for heading, items in card.numbers:
            lines.append(f"- {render(heading)}: " + " · ".join(render(item) for item in items))
        lines.append("")
    if card.mistakes:
        lines += [f"**{translate(HEADINGS['mistakes'])}**", ""]
        lines += [f"- {text_in(mistake, lang)}" for mistake in card.mistakes]
    return "\n".join(lines).rstrip() + "\n"
