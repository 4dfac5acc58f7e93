"""The ``wartutor`` command line.

Each subcommand lives in its own module under ``tui/commands``; a module there provides
``NAME``, ``ORDER`` (its place in ``--help``), ``register(subparsers)`` and ``run(args) -> int``.
Bad input of any kind exits 2 with one clear message on stderr and no traceback.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

import locales
from locales import N_, _, ngettext

from . import __version__, commands

EXIT_OK = 0
EXIT_BAD_INPUT = 2

# argparse's own texts that a user sees; argparse looks them up through our catalogs.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)
argparse._ = _
argparse.ngettext = ngettext


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors name the problem and exit 2."""

    def error(self, message: str) -> None:  # pragma: no cover - exercised via the CLI tests
        self.print_usage(sys.stderr)
        sys.stderr.write(_("wartutor: error: {message}").format(message=message) + "\n")
        raise SystemExit(EXIT_BAD_INPUT)

    def _check_value(self, action, value):
        """argparse's check of a value against the choices, naming a long value by its start
        ("invalid choice: 'xxxx…'"): a cut value is no choice either."""
        if isinstance(value, str) and action.choices is not None and value not in action.choices:
            value = _clipped(value)
        super()._check_value(action, value)


def _clipped(text: str) -> str:
    """Text the player typed, as an error message repeats it: its start, then "…"."""
    from engine.errors import clipped  # (only on an error: `wartutor` alone loads no engine)

    return clipped(text)


def _command_modules(only: str | None = None):
    """The subcommand modules, in ``--help`` order; with ``only``, just that command's module
    when one is named so (the others are then not even imported)."""
    names = [info.name for info in pkgutil.iter_modules(commands.__path__)]
    if only is not None and only in names and not only.startswith("_"):
        names = [only]
    found = []
    for name in names:
        module = importlib.import_module(f"{commands.__name__}.{name}")
        if hasattr(module, "register") and hasattr(module, "run"):
            found.append(module)
    if only is not None and [module.NAME for module in found] != [only]:
        return _command_modules()
    return sorted(found, key=lambda module: (getattr(module, "ORDER", 100), module.NAME))


def _language_parent() -> argparse.ArgumentParser:
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=argparse.SUPPRESS,
        help=_("UI language (en, de, ru, it)"),
    )
    return parent


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser, with every subcommand registered (or with ``only`` that one, when
    the command line names it: ``wartutor search …`` needs no other command's modules)."""
    lang = _language_parent()
    parser = _Parser(
        prog="wartutor",
        description=_(
            "Offline rules tutor for the combat rules of Here I Stand, Siege of Tenochtitlan, "
            "Caribbean Colonization & Conquest and Struggle of Empires. "
            "Without a command it opens the terminal app."
        ),
        parents=[lang],
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"wartutor {__version__}",
        help=_("show program's version number and exit"),
    )
    subparsers = parser.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=_Parser)
    for module in _command_modules(only):
        module.register(subparsers, lang)
    parser.set_defaults(command_parsers=subparsers.choices)
    return parser


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """The parsed arguments; words left over are refused by the subcommand's own parser, so the
    usage printed is the command's (``wartutor lessons 999``), not the top level's."""
    args, extras = parser.parse_known_args(argv)
    if extras:
        command = args.command_parsers.get(getattr(args, "command", None) or "", parser)
        command.error(_("unrecognized arguments: %s") % _clipped(" ".join(extras)))
    return args


def _preset_language(argv: list[str]) -> None:
    """Apply --lang before the parser is built, so that --help is translated too."""
    choice = None
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            choice = argv[index + 1]
        elif arg.startswith("--lang="):
            choice = arg.split("=", 1)[1]
    from tui.settings import configured_language

    locales.set_language(locales.negotiate_language(choice, configured_language()))


# Flags whose value may start with "-" (``--dice -1,1``): argparse would take it for an option
# and print its usage block, so the value is attached (``--dice=-1,1``) and checked by the command.
VALUE_FLAGS = ("--dice", "--choices")


def _attach_flag_values(argv: list[str]) -> list[str]:
    joined: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        following = argv[index + 1] if index + 1 < len(argv) else None
        if arg in VALUE_FLAGS and following is not None and following.startswith("-"):
            joined.append(f"{arg}={following}")
            index += 2
            continue
        joined.append(arg)
        index += 1
    return joined


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``wartutor`` console script."""
    argv = _attach_flag_values(list(sys.argv[1:] if argv is None else argv))
    _preset_language(argv)
    if _only_language(argv):
        # No command: open the app at once, without building every subcommand's parser.
        from tui.app import run_app

        return run_app()
    parser = build_parser(_command_named(argv))
    args = _parse(parser, argv)
    if getattr(args, "lang", None):
        locales.set_language(args.lang)
    handler = getattr(args, "handler", None)
    # not at the top: `wartutor` alone opens the app above without loading the engine
    from engine.errors import InputError

    try:
        if handler is None:
            return _open_app(args)
        return handler(args)
    except InputError as error:
        sys.stderr.write(_("wartutor: error: {message}").format(message=error.render(_)) + "\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _command_named(argv: list[str]) -> str | None:
    """The subcommand the arguments name (the first word that is not an option or the value of
    ``--lang``), or None when there is none or a top-level option comes first."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif arg.startswith("--lang="):
            continue
        elif arg.startswith("-"):
            return None  # --help, --version or a mistake: the full parser answers
        else:
            return arg
    return None


def _only_language(argv: list[str]) -> bool:
    """True when the arguments are at most a valid ``--lang`` (so the app opens)."""
    if not argv:
        return True
    if len(argv) == 1 and argv[0].startswith("--lang="):
        return argv[0].split("=", 1)[1] in locales.LANGUAGES
    return len(argv) == 2 and argv[0] == "--lang" and argv[1] in locales.LANGUAGES


def _open_app(args: argparse.Namespace) -> int:
    from tui.app import run_app

    return run_app()


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
