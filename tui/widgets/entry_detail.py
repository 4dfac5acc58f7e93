"""The detail pane of the glossary: one entry in four languages, its definition, where it is
used and its related entries (both selectable)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.geometry import Region
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from locales import _

from .results import PagedOptionList

LANGS = ("en", "de", "ru", "it")
#: How much of a paragraph tells the places under "Where it is used" apart.
OPENING_LIMIT = 60


@dataclass
class OpenTarget(Message):
    """The user chose a link: ``target`` is ``entry:<id>``, ``para:<id>`` or ``step:<id>``."""

    target: str


class LinkList(PagedOptionList):
    """A list of links (where used, related entries); selecting one posts :class:`OpenTarget`.
    It shows all its lines, inside the entry pane that scrolls: moving its highlight scrolls
    the pane to the line (at 80x24 the links below the pane's edge were chosen unseen)."""

    def scroll_to_highlight(self, top: bool = False) -> None:
        super().scroll_to_highlight(top)
        if not self.has_focus or self.highlighted is None or self.parent is None:
            return  # (an entry just shown highlights its first link: the pane stays at the top)
        try:  # (Textual's own line table: a version without it scrolls the list alone)
            line = self._index_to_line[self.highlighted]
            height = self._heights[self.highlighted]
        except (AttributeError, KeyError, IndexError):
            return
        top = self.virtual_region.y + line - round(self.scroll_offset.y)  # (it may scroll too)
        region = Region(0, top, self.size.width, height)
        self.parent.scroll_to_region(region, animate=False, immediate=True)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.post_message(OpenTarget(event.option.id))

    def action_cursor_down(self) -> None:
        """Down on the last link goes on into the next list of links (where used, then
        related entries), never round to the first of this one."""
        if self.highlighted is not None and self.highlighted >= self.option_count - 1:
            self._move_to(+1)
            return
        super().action_cursor_down()

    def action_cursor_up(self) -> None:
        """Up on the first link goes back to the last of the list of links above, if any."""
        if self.highlighted is None or self.highlighted <= 0:
            self._move_to(-1)
            return
        super().action_cursor_up()

    def _move_to(self, direction: int) -> None:
        shown = [links for links in self.parent.query(LinkList) if links.display]
        place = shown.index(self) + direction if self in shown else -1
        if 0 <= place < len(shown):
            target = shown[place]
            target.highlighted = 0 if direction > 0 else target.option_count - 1
            target.focus()


class EntryDetail(VerticalScroll):
    """Shows one glossary entry (or a rules paragraph found by full-text search)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.entry = None
        self.paragraph = None
        self.favourite = False
        self.content_source = None

    def compose(self) -> ComposeResult:
        yield Static(id="detail-head")
        yield Static(id="detail-body")
        yield Static(classes="detail-heading", id="used-heading")
        yield LinkList(id="used-in", classes="links")
        yield Static(classes="detail-heading", id="related-heading")
        yield LinkList(id="related", classes="links")

    # -- showing -----------------------------------------------------------------------------
    def show_entry(self, content, entry, *, favourite: bool = False) -> None:
        """Show ``entry`` (a glossary Entry) from ``content``."""
        self.content_source, self.entry, self.paragraph = content, entry, None
        self.favourite = favourite
        self.relabel()
        self.scroll_home(animate=False)

    def mark_favourite(self, favourite: bool) -> None:
        """Show the entry marked as a favourite or not, where the reader is: the scroll and the
        link chosen stay (a jump to the top would leave a link chosen out of sight)."""
        if self.entry is None:
            return
        lists = list(self.query(LinkList))
        chosen = [links.highlighted for links in lists]
        y = self.scroll_y
        self.favourite = favourite
        self.relabel()
        for links, highlighted in zip(lists, chosen, strict=True):
            if highlighted is not None and highlighted < links.option_count:
                links.highlighted = highlighted
        self.call_after_refresh(self.scroll_to, y=y, animate=False)

    def show_paragraph(self, content, paragraph) -> None:
        """Show a rules paragraph (a full-text hit) with a link into the reader."""
        self.content_source, self.entry, self.paragraph = content, None, paragraph
        self.relabel()
        self.scroll_home(animate=False)

    def show_message(self, message: str) -> None:
        """Show a plain message instead of an entry (nothing found, loading, an error)."""
        self.entry = self.paragraph = None
        self.query_one("#detail-head", Static).update(Text(message))
        self._clear_below()

    def relabel(self) -> None:
        """Render the shown item again in the current UI language."""
        if self.entry is not None:
            self._render_entry()
        elif self.paragraph is not None:
            self._render_paragraph()

    # -- rendering -----------------------------------------------------------------------------
    def _render_entry(self) -> None:
        from locales import get_language

        from .labels import LANGUAGE_NAMES, game_name, kind_label, pick

        entry, content, lang = self.entry, self.content_source, get_language()
        head = Text()
        head.append(pick(entry.terms, lang), style="bold")
        if self.favourite:
            head.append("  ★", style="bold yellow")
        head.append("\n")
        head.append(f"{game_name(entry.game)} · {kind_label(entry.kind)}\n", "dim")
        width = max(len(LANGUAGE_NAMES[code]) for code in LANGS)
        for code in LANGS:
            official = code in entry.official
            head.append("✓ " if official else "  ", style="green")
            name = f"{LANGUAGE_NAMES[code]:<{width}}  "
            head.append(name, style="bold" if code == lang else "dim")
            head.append(entry.terms.get(code, ""), style="bold" if official else "")
            head.append("\n")
        if entry.official:
            head.append(_("✓ the game's own term; the others are our translations"), style="dim")
        else:
            head.append(_("All four forms are our translations."), style="dim")
        if entry.abbr:
            head.append("\n" + _("Abbreviations: {abbr}").format(abbr=", ".join(entry.abbr)))
        forms = ", ".join(entry.source_forms())
        if forms:
            head.append("\n" + _("In the source: {forms}").format(forms=forms), style="dim")
        self.query_one("#detail-head", Static).update(head)
        self.query_one("#detail-body", Static).update(Text(pick(entry.definition, lang)))
        used = [self._used_option(content, target, lang) for target in entry.used_in]
        related = [
            Option(f"{pick(other.terms, lang)} · {kind_label(other.kind)}", id=f"entry:{other.id}")
            for other in (content.entries.get(ident) for ident in entry.related)
            if other is not None
        ]
        self._set_links("used", _("Where it is used"), [option for option in used if option])
        self._set_links("related", _("Related entries"), related)

    def _render_paragraph(self) -> None:
        from locales import get_language

        from .labels import cite_text, game_name, pick

        paragraph, content, lang = self.paragraph, self.content_source, get_language()
        chapter = content.chapters[paragraph.chapter_id]
        section = content.sections[paragraph.section_id]
        head = Text()
        head.append(pick(section.title, lang), style="bold")
        head.append("\n" + pick(chapter.title, lang) + " · " + game_name(chapter.game))
        self.query_one("#detail-head", Static).update(head)
        body = Text(pick(paragraph.text, lang))
        cite = cite_text(paragraph.cite)
        body.append("\n" + _("Our summary. Source: {cite}").format(cite=cite), "dim")
        self.query_one("#detail-body", Static).update(body)
        option = Option(_("Open in the rules reader"), id=f"para:{paragraph.id}")
        self._set_links("used", "", [option])
        self._set_links("related", "", [])

    def _used_option(self, content, target: str, lang: str) -> Option | None:
        from .labels import pick

        if "#" in target:
            return Option(
                _("Walkthrough step: {step}").format(step=step_title(content, target, lang)),
                id=f"step:{target}",
            )
        paragraph = content.paragraphs.get(target)
        if paragraph is None:
            return None
        chapter = content.chapters[paragraph.chapter_id]
        section = content.sections[paragraph.section_id]
        prompt = Text(f"{pick(chapter.title, lang)} › {pick(section.title, lang)}")
        prompt.append("\n  " + opening_words(pick(paragraph.text, lang)), style="dim")
        return Option(prompt, id=f"para:{target}")

    def _set_links(self, name: str, heading: str, options: list[Option]) -> None:
        links = self.query_one("#used-in" if name == "used" else "#related", LinkList)
        title = self.query_one(f"#{name}-heading", Static)
        links.clear_options()
        links.add_options(options)
        links.display = bool(options)
        title.update(heading)
        title.display = bool(options and heading)
        if options:
            links.highlighted = 0

    def _clear_below(self) -> None:
        self.query_one("#detail-body", Static).update("")
        self._set_links("used", "", [])
        self._set_links("related", "", [])


def opening_words(text: str, limit: int = OPENING_LIMIT) -> str:
    """The start of ``text`` up to ``limit`` characters, cut after a whole word and marked "…"."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit + 1].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    return cut.rstrip(" ,;:.") + "…"


def step_title(content, step_id: str, lang: str) -> str:
    """A readable title of a procedure step: the engine's, else the chapter section's."""
    from .labels import pick, render

    try:
        from engine import registry

        spec = registry.get(step_id.split("#", 1)[0])
    except ImportError:  # pragma: no cover - the engine is part of the package
        spec = None
    if spec is not None:
        for info in spec.steps:
            if info.id == step_id:
                number = f"{info.number}. " if info.number else ""
                return number + render(info.title)
    section = content.section_for_step(step_id)
    if section is not None:
        return pick(section.title, lang)
    return step_id
