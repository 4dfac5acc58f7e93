"""``wartutor odds FILE``: the exact odds of a scenario's battle."""

from __future__ import annotations

from fractions import Fraction

from babel.numbers import format_decimal

from engine import odds as compute_odds
from engine import registry
from engine.scenario import load_scenario
from locales import _, format_percent, get_language
from tui.battle_text import render
from tui.odds_rows import likely_outcomes, summary_rows
from tui.scenario_files import add_scenario_arguments, not_a_saved_battle, scenario_path

from ._common import (
    flag_errors,
    flag_value,
    fraction_json,
    parse_choices,
    print_json,
    summary_json,
)

NAME = "odds"
ORDER = 30
SHOWN_OUTCOMES = 12
#: A fraction longer than this is shown rounded (the JSON output always gives it exactly).
LONGEST_FRACTION = 40


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("exact odds of the battle in a scenario file"),
        description=_(
            "The exact odds of every outcome of the battle set up in a scenario file (TOML), "
            "before any dice are rolled. --choices decides the optional plays; without them, "
            "nothing optional is played."
        ),
    )
    add_scenario_arguments(parser, _("scenario file (TOML)"))
    parser.add_argument(
        "--choices",
        metavar="A,B",
        help=_("action ids taken in order at decision points, e.g. play:field-artillery,pass"),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    """Compute and print the exact odds."""
    file = not_a_saved_battle(scenario_path(args.file, args.example))
    state = load_scenario(file)
    spec = registry.get(state.procedure)
    with flag_errors():
        result = compute_odds(state, choices=parse_choices(flag_value(args.choices)))
    summary = spec.summarize(result)
    if args.json:
        print_json(
            {
                "procedure": spec.id,
                "outcomes": [
                    {"outcome": outcome, **fraction_json(p)} for outcome, p in result.outcomes
                ],
                "summary": summary_json(summary),
            }
        )
        return 0
    print(
        _("Exact odds: {title} ({file})").format(
            title=render(spec.title), file=args.example or args.file
        )
    )
    if not args.choices:  # the odds take every decision's default: no card or option played
        print("  " + _("Odds if every later choice takes its default"))
    rows = summary_rows(spec.id, result)
    width = max((len(row.label) for row in rows if not row.note), default=0)
    shortened = False
    for row in rows:
        if row.note:
            print(f"  {row.label}")
            continue
        if row.probability:
            shown = format_percent(row.value)
        else:
            # two decimals unless exact, so that 1.9997 never looks like an exact 2
            pattern = "#,##0" if row.value == int(row.value) else "#,##0.00"
            shown = format_decimal(float(row.value), format=pattern, locale=get_language())
        exact = str(row.value)
        if len(exact) > LONGEST_FRACTION:
            exact, shortened = rounded(row.value), True
        print(f"  {row.label:<{width}}  {shown:>8}  = {exact}")
    if shortened:
        print("  " + _("(≈: a fraction too long to read, rounded; --json gives it exactly)"))
    print()
    print(
        _("Most likely outcomes ({shown} of {total}):").format(
            shown=min(SHOWN_OUTCOMES, len(result.outcomes)), total=len(result.outcomes)
        )
    )
    likely = likely_outcomes(spec.id, result, SHOWN_OUTCOMES)
    if likely.shared:
        print("  " + _("In each of them: {sentences}").format(sentences=" · ".join(likely.shared)))
    for text, p in likely.rows:
        print(f"  {format_percent(p):>8}  {text}")
    return 0


def rounded(value) -> str:
    """A fraction too long to read, rounded to four figures; one just short of 1 as 1 less a
    little ("≈ 1 − 5.663e-18", not "≈ 1")."""
    if 0 < 1 - value < Fraction(1, 10_000):
        return f"≈ 1 − {float(1 - value):.4g}"
    return f"≈ {float(value):.4g}"
