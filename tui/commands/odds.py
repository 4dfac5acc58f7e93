"""``wartutor odds FILE``: the exact odds of a scenario's battle."""

from __future__ import annotations

from babel.numbers import format_decimal

from engine import odds as compute_odds
from engine import registry
from engine.scenario import load_scenario
from locales import _, format_percent, get_language
from tui.battle_text import label, outcome_text

from ._common import (
    flag_errors,
    fraction_json,
    parse_choices,
    print_json,
    render,
    summary_json,
)

NAME = "odds"
ORDER = 30
SHOWN_OUTCOMES = 12


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME, parents=[lang_parent], help=_("exact odds of the battle in a scenario file")
    )
    parser.add_argument("file", metavar=_("FILE"), help=_("scenario file (TOML)"))
    parser.add_argument(
        "--choices",
        metavar="A,B",
        help=_("action ids taken in order at decision points, e.g. play:field-artillery,pass"),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    """Compute and print the exact odds."""
    state = load_scenario(args.file)
    spec = registry.get(state.procedure)
    with flag_errors():
        result = compute_odds(state, choices=parse_choices(args.choices))
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
    print(_("Exact odds: {title} ({file})").format(title=render(spec.title), file=args.file))
    labels = {key: label(key) for key in summary}
    width = max(map(len, labels.values())) if summary else 0
    for key, value in summary.items():
        if key.startswith("expected_"):
            shown = format_decimal(round(float(value), 2), locale=get_language())
        else:
            shown = format_percent(float(value))
        print(f"  {labels[key]:<{width}}  {shown:>8}  = {value}")
    print()
    print(
        _("Most likely outcomes ({shown} of {total}):").format(
            shown=min(SHOWN_OUTCOMES, len(result.outcomes)), total=len(result.outcomes)
        )
    )
    for outcome, p in result.outcomes[:SHOWN_OUTCOMES]:
        print(f"  {format_percent(float(p)):>8}  {outcome_text(outcome)}")
    return 0
