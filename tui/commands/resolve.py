"""``wartutor resolve FILE --dice …``: walk a battle with given dice and print its log."""

from __future__ import annotations

from engine import registry
from engine.choices import unused_choices
from engine.errors import InputError
from engine.messages import N_, Msg, Nn_
from engine.scenario import load_scenario
from locales import _
from tui.battle_text import dice_group_text, outcome_sentences, render, report_sides
from tui.scenario_files import add_scenario_arguments, not_a_saved_battle, scenario_path

from ._common import (
    flag_errors,
    flag_value,
    log_json,
    log_line,
    parse_choices,
    parse_dice,
    print_json,
)

NAME = "resolve"
ORDER = 31


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("resolve the battle in a scenario file step by step"),
        description=_(
            "Resolve the battle set up in a scenario file (TOML) step by step, each line citing "
            "its rule; before each roll, the dice of each side and its modifiers with their "
            "sources. Give your own dice with --dice, or let the scenario's seed roll them."
        ),
    )
    add_scenario_arguments(parser, _("scenario file (TOML)"))
    parser.add_argument(
        "--dice",
        metavar="5,6,1",
        help=_(
            "your physical dice in the order asked for (attacker's first); "
            "without it the engine rolls with the scenario's seed"
        ),
    )
    parser.add_argument(
        "--choices", metavar="A,B", help=_("action ids taken in order at decision points")
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def resolve(state, dice: list[int] | None, choices: list[str], rolls: list | None = None):
    """Walk ``state`` to its end; returns the final state. Leftovers are bad input.

    A die out of range is named before any count is checked ("die 1 is -1; it must be between
    1 and 6"), numbered by its place in ``dice``. ``rolls``, when given, gets the state before
    each roll.
    """
    dice_left = None if dice is None else list(dice)
    choices_left = list(choices)
    while not state.is_terminal():
        if state.is_chance():
            if rolls is not None:
                rolls.append(state)
            if dice_left is None:
                state = state.roll()
                continue
            needed = sum(group.count for group in state.dice())
            used = len(dice) - len(dice_left)
            state.check_dice_values(tuple(dice_left[:needed]), first=used + 1)
            if len(dice_left) < needed:
                raise InputError("--dice", "", _too_few_dice(state, needed, len(dice_left)))
            state = state.apply_dice(tuple(dice_left[:needed]))
            del dice_left[:needed]
        else:
            action = choices_left.pop(0) if choices_left else state.prompt().default
            state = state.apply(action)
    if dice_left:
        raise InputError(
            "--dice",
            "",
            Msg(
                Nn_("{count} die was not needed: {dice}", "{count} dice were not needed: {dice}"),
                count=len(dice_left),
                dice=",".join(map(str, dice_left)),
            ),
        )
    if choices_left:
        raise unused_choices(state, choices_left, "--choices")
    return state


def _too_few_dice(state, needed: int, left: int) -> Msg:
    """The roll at this step needs more dice than are left: both counts in their plural form."""
    dice = Msg(Nn_("{count} die", "{count} dice"), count=needed)
    if not left:
        return Msg(
            N_("the roll at step {step} needs {needed}, but no dice are left"),
            step=state.step_info().name(),
            needed=dice,
        )
    return Msg(
        Nn_(
            "the roll at step {step} needs {needed}, but only {left} die is left",
            "the roll at step {step} needs {needed}, but only {left} dice are left",
        ),
        plural_by="left",
        step=state.step_info().name(),
        needed=dice,
        left=left,
    )


def run(args) -> int:
    """Resolve and print the log and the outcome."""
    state = load_scenario(not_a_saved_battle(scenario_path(args.file, args.example)))
    spec = registry.get(state.procedure)
    with flag_errors():
        typed = flag_value(args.dice)
        dice = parse_dice(typed) if typed is not None else None
        rolls: list = []
        final = resolve(state, dice, parse_choices(flag_value(args.choices)), rolls)
    if args.json:
        print_json(
            {
                "procedure": spec.id,
                "log": [log_json(e) for e in final.log],
                "outcome": final.outcome(),
            }
        )
        return 0
    print(render(spec.title))
    before = {len(roll.log): roll for roll in rolls}  # the log as it stood before each roll
    for place, entry in enumerate(final.log):
        if place in before:
            for line in roll_lines(before.pop(place)):
                print("  " + line)
        print("  " + log_line(entry))
    print()
    print(_("Outcome:"))
    for sentence in outcome_sentences(spec.id, final.outcome()):
        print("  " + sentence)
    return 0


def roll_lines(state) -> list[str]:
    """What a roll is made of, said before it: the dice each side rolls, then each side's
    modifiers with their sources and rules and the totals they make."""
    from glossary.rule_refs import rule_place

    lines = [_("Before the roll:")]
    lines += ["  " + dice_group_text(group) for group in state.dice()]
    report = state.modifiers()
    if report is None:
        return lines
    for side, total, modifiers in report_sides(report):
        if total is not None:
            what = render(report.total_label(side))
            lines.append("  " + _("{side}: total {what}: {total}").format(
                side=_(side), what=what, total=total))  # fmt: skip
        for mod in modifiers:
            place = f"  [{rule_place(mod.rule, section_only=True)}]" if mod.rule else ""
            lines.append(f"    {mod.value:>+3d}  {render(mod.source)}{place}")
    return lines
