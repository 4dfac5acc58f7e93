"""Command palette (ctrl+p): a translated palette and providers for glossary terms, rules
chapters, walkthrough procedures and saved battles."""

from __future__ import annotations

import asyncio
from functools import partial

from rich.align import Align
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.command import (
    CommandList,
    CommandPalette,
    DiscoveryHit,
    Hit,
    Hits,
    Provider,
    SearchIcon,
)
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Button, Input, LoadingIndicator, OptionList
from textual.widgets.option_list import Option

from locales import _, get_language

from .labels import LANGUAGE_NAMES, chapters_in_order, game_short, kind_label, pick, render
from .steady_input import SteadyCommandInput

TERM_LIMIT = 15


class LocalizedCommandPalette(CommandPalette):
    """Textual's palette with a translated placeholder and "no matches" line."""

    def __init__(self) -> None:
        super().__init__(
            placeholder=_("Search for a term, a chapter or a command…"), id="--command-palette"
        )

    def compose(self) -> ComposeResult:
        """Textual's palette, with an input that keeps a burst of keys in order."""
        with Vertical(id="--container"):
            with Horizontal(id="--input"):
                yield SearchIcon()
                yield SteadyCommandInput(placeholder=self._placeholder, select_on_focus=False)
                if not self.run_on_select:
                    yield Button("\u25b6")
            with Vertical(id="--results"):
                yield CommandList()
                yield LoadingIndicator()

    @on(Input.Submitted)
    @on(Button.Pressed)
    @on(OptionList.OptionSelected)
    def _ignore_when_closed(self, event) -> None:
        # A second Enter queued before the palette closed must not run the command again
        # (nor close the screen under the palette).
        if self.app.screen is not self:
            event.prevent_default()
            event.stop()

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        # Typing followed at once by Escape can start a search after the palette's widgets
        # are gone; Textual's own search would then fail to find its list.
        if not self.is_attached or not self.query(CommandList):
            return
        try:
            await CommandPalette._gather_commands.__wrapped__(self, search_value)
        except NoMatches:
            return

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except (KeyError, IndexError, NoMatches):  # the list is not laid out (or gone) yet
            pass

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value and self.query(CommandList):
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(_("Nothing matches."), style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)


class TermsProvider(Provider):
    """Glossary entries, found with the instant headword lookup; favourites when empty."""

    async def discover(self) -> Hits:
        content = self.app.content
        if content is None:
            return
        lang = get_language()
        for ident in self.app.favourites.items[:TERM_LIMIT]:
            entry = content.entries.get(ident)
            if entry is not None:
                yield DiscoveryHit(
                    "★ " + pick(entry.terms, lang),
                    partial(self.app.show_entry, ident),
                    help=_("Favourite · {game}").format(game=game_short(entry.game)),
                )

    async def search(self, query: str) -> Hits:
        if self.app.content is None or not query.strip():
            return
        lang = get_language()
        engine = self.app.search_engine
        hits = engine.suggest(query, lang=lang, limit=TERM_LIMIT)
        if not hits and engine.index_ready:  # an inflected phrase ("полевым сражением"):
            found = await asyncio.to_thread(engine.search, query, lang=lang, limit=TERM_LIMIT)
            hits = [hit for hit in found if hit.kind != "paragraph"]  # the full text finds it
        for rank, hit in enumerate(hits):
            matched = hit.terms.get(hit.matched_lang) or pick(hit.terms, lang)
            shown = pick(hit.terms, lang)
            label = matched if shown == matched else f"{matched} ({shown})"
            kind = kind_label(hit.kind)
            # a word that is (the start of) a term: the glossary entry comes before paragraphs
            # and steps that merely contain it (the fuzzy matcher's scores stay far below 1000)
            words = matched.casefold().split()
            is_term = any(word.startswith(query.strip().casefold()) for word in words)
            yield Hit(
                (1000.0 - rank if is_term else 0.9 - rank * 0.9 / TERM_LIMIT),
                self.matcher(query).highlight(label),
                partial(self.app.show_entry, hit.id),
                text=label,
                help=_("Glossary · {game} · {kind}").format(game=game_short(hit.game), kind=kind),
            )


class ChaptersProvider(Provider):
    """Rules chapters and their sections."""

    def _items(self):
        content = self.app.content
        if content is None:
            return []
        lang = get_language()
        items = []
        for chapter in chapters_in_order(content):
            game = game_short(chapter.game)
            title = pick(chapter.title, lang)
            items.append((f"{title} ({game})", partial(self.app.open_reader, chapter.id), True))
            for section in chapter.sections:
                items.append(
                    (
                        f"{title} › {pick(section.title, lang)}",
                        partial(self.app.open_reader, section_id=section.id),
                        False,
                    )
                )
        return items

    async def discover(self) -> Hits:
        for label, command, is_chapter in self._items():
            if is_chapter:
                yield DiscoveryHit(label, command, help=_("Read the rules"))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, command, _is_chapter in self._items():
            score = matcher.match(label)
            if score > 0:
                yield Hit(
                    score, matcher.highlight(label), command, text=label, help=_("Read the rules")
                )


class ProceduresProvider(Provider):
    """Walkthroughs of every registered procedure, plus the battle setup."""

    def _items(self):
        from engine import registry

        items = [
            (
                _("Set up a battle…"),
                self.app.open_battle_setup,
                _("Pick a procedure or load a scenario file"),
            )
        ]
        for spec in registry.procedures().values():
            label = _("Walk through: {title}").format(title=render(spec.title))
            items.append(
                (
                    label,
                    partial(self.app.start_walkthrough, spec.id),
                    _("A battle with the default setup ({game})").format(
                        game=game_short(spec.game)
                    ),
                )
            )
        return items

    async def discover(self) -> Hits:
        for label, command, help_text in self._items():
            yield DiscoveryHit(label, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, command, help_text in self._items():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), command, text=label, help=help_text)


class SavedBattlesProvider(Provider):
    """Battles saved by the walkthrough (JSON files in the user data directory)."""

    def _items(self):
        from ..storage import saved_battles

        return [
            (
                _("Open saved battle: {name}").format(name=path.stem),
                partial(self.app.open_saved_battle, str(path)),
            )
            for path in saved_battles()
        ]

    async def discover(self) -> Hits:
        for label, command in self._items()[:10]:
            yield DiscoveryHit(label, command, help=_("Saved battle"))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, command in self._items():
            score = matcher.match(label)
            if score > 0:
                yield Hit(
                    score, matcher.highlight(label), command, text=label, help=_("Saved battle")
                )


class AppCommandsProvider(Provider):
    """The app's own commands (translated), in place of Textual's system commands."""

    async def discover(self) -> Hits:
        for label, command, help_text in self.app.palette_commands():
            yield DiscoveryHit(label, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, command, help_text in self.app.palette_commands():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), command, text=label, help=help_text)


def app_commands(app):
    """The app's commands for the palette: (label, callback, help) triples."""

    yield _("Help"), app.action_help, _("Help for this screen (F1)")
    yield _("Settings"), app.action_settings, _("Language and theme (F2)")
    yield _("Glossary"), partial(app.goto_mode, "glossary"), _("Look a word up (F3)")
    yield _("Rules reader"), partial(app.goto_mode, "reader"), _("Read the chapters (F4)")
    yield _("New battle"), partial(app.action_mode, "battle"), _("Walk a battle through (F5)")
    learn = (
        ("lessons", _("Learn: lessons"), _("Guided lessons, one per procedure (F6, L)")),
        ("drills", _("Learn: drills"), _("Questions the engine makes and checks (F6, D)")),
        ("cards", _("Learn: flashcards"), _("The glossary's terms, spaced repetition (F6, C)")),
        ("progress", _("Learn: progress"), _("Your answers, cards and lessons so far (F6, P)")),
    )
    for tab, label, help_text in learn:
        yield label, partial(app.open_learn, tab), help_text
    for code, name in LANGUAGE_NAMES.items():
        if code != get_language():
            yield _("Language: {name}").format(name=name), partial(app.set_language, code), ""
    other = "light" if app.theme_name == "dark" else "dark"
    label = _("Theme: light") if other == "light" else _("Theme: dark")
    yield label, partial(app.set_theme, other), _("Switch the colours")
    yield _("Quit"), app.exit, _("Leave wartutor (ctrl+q)")


PROVIDERS = (
    AppCommandsProvider,
    TermsProvider,
    ChaptersProvider,
    ProceduresProvider,
    SavedBattlesProvider,
)
