"""The result list of the glossary screen: search hits, or favourites and history."""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.message import Message
from textual.visual import Visual
from textual.widgets.option_list import Option

from locales import _

from .fitted_options import FittedOptionList


def _labels():
    # imported on first use: the shared labels pull in the engine's message module, which the
    # first frame does without
    from . import labels

    return labels


class WithLastLine(Visual):
    """An option's prompt that wraps as usual, then a last line cut at the list's width with an
    ellipsis (the opening words of a paragraph's text: two paragraphs of one section are told
    apart in the list, and a long text takes one line)."""

    def __init__(self, prompt: Text, last: Text):
        self._head = Content.from_rich_text(prompt)
        self._last = Content.from_rich_text(last)

    def render_strips(self, width, height, style, options):
        if width <= 0:
            return []
        head = self._head.render_strips(width, None, style, options) if self._head else []
        room = max(1, width - 2 * options.rules.get("line_pad", 0))  # (line-pad pads both ends)
        last = self._last.truncate(room, ellipsis=True).render_strips(width, 1, style, options)
        return (head + last)[:height]

    def get_optimal_width(self, rules, container_width: int) -> int:
        return self._head.get_optimal_width(rules, container_width)  # the last line is cut to it

    def get_height(self, rules, width: int) -> int:
        if width <= 0:
            return 0
        return (self._head.get_height(rules, width) if self._head else 0) + 1


def readable_abbr(abbr: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """The abbreviations of an entry a reader of ``lang`` is shown: all of them in Russian, the
    ones in Latin letters otherwise (a German list has no use for «ИНТ ДР»)."""
    from glossary.fold import has_cyrillic

    if lang == "ru":
        return abbr
    return tuple(item for item in abbr if not has_cyrillic(item))


def typed_in(query: str, name: str) -> bool:
    """Whether a word of ``query`` (three letters or more) starts a word of ``name``, case and
    accents aside: the name is what the player typed."""
    from glossary.fold import fold, words

    named = words(fold(name))
    return any(
        any(word.startswith(typed) for word in named)
        for typed in words(fold(query))
        if len(typed) > 2
    )


def hit_option(
    hit, lang: str, abbr: tuple[str, ...] = (), opening: str = "", query: str = ""
) -> Option:
    """One option for a search hit: an entry, or a paragraph of a chapter (marked ¶; with
    ``opening``, the start of its text, on a last line of its own). Its name comes in ``lang``
    (with the abbreviations a reader of ``lang`` reads); when ``query`` was typed in another
    language, the form it matched there follows on the second line, so the player sees why."""
    labels = _labels()
    pick, kind_label, short = labels.pick, labels.kind_label, labels.game_short
    prompt = Text()
    shown = pick(hit.terms, lang)
    matched = hit.terms.get(hit.matched_lang) or shown
    heading = shown
    abbr = readable_abbr(abbr, lang)
    if abbr:
        heading = f"{', '.join(abbr)} · {shown}"
    if hit.kind == "paragraph":
        prompt.append("¶ ", style="dim")
    prompt.append(heading, style="bold")
    prompt.append("\n  ")
    if matched != shown and typed_in(query, matched) and not typed_in(query, shown):
        prompt.append(f"{matched} · ", style="italic")
    if hit.kind == "paragraph" and opening:
        prompt.append(short(hit.game), style="dim")
        last = Text(f"  {' '.join(opening.split())}", style="dim italic")
        return Option(WithLastLine(prompt, last), id=f"para:{hit.paragraph_id or hit.id}")
    prompt.append(f"{short(hit.game)} · {kind_label(hit.kind)}", style="dim")
    if hit.kind == "paragraph":
        return Option(prompt, id=f"para:{hit.paragraph_id or hit.id}")
    return Option(prompt, id=f"entry:{hit.id}")


def entry_option(entry, lang: str, *, prefix: str = "", star: bool = False) -> Option:
    """One option for a glossary entry (favourites, history)."""
    labels = _labels()
    pick, kind_label, short = labels.pick, labels.kind_label, labels.game_short
    prompt = Text()
    if star:
        prompt.append("★ ", style="yellow")
    prompt.append(pick(entry.terms, lang), style="bold")
    prompt.append(f"\n  {short(entry.game)} · {kind_label(entry.kind)}", "dim")
    return Option(prompt, id=f"{prefix}entry:{entry.id}")


def heading_option(text: str) -> Option:
    """A disabled option used as a heading inside the list."""
    return Option(Text(text, style="bold italic"), disabled=True)


def hit_options(content, hits: list, lang: str, query: str = "") -> list[Option]:
    """The options of search hits over ``content``: an entry with its abbreviations, a
    paragraph with the words its text begins with (paragraphs of one section told apart)."""
    options = []
    for hit in hits:
        if hit.id in content.paragraphs:
            text = content.paragraphs[hit.id].text
            options.append(hit_option(hit, lang, opening=text.get(lang) or text["en"], query=query))
        else:
            abbr = content.entries[hit.id].abbr if hit.id in content.entries else ()
            options.append(hit_option(hit, lang, abbr, query=query))
    return options


def home_options(app, lang: str) -> list[Option]:
    """What the list shows with an empty search box: the app's favourites and recently viewed
    entries under headings, else how to begin."""
    content = app.content
    options = []
    favourites = [ident for ident in app.favourites.items if ident in content.entries]
    history = [ident for ident in app.history.items if ident in content.entries]
    if favourites:
        options.append(heading_option(_("Favourites")))
        options += [
            entry_option(content.entries[ident], lang, prefix="fav:", star=True)
            for ident in favourites
        ]
    if history:
        options.append(heading_option(_("Recently viewed")))
        options += [entry_option(content.entries[ident], lang, prefix="hist:") for ident in history]
    if not options:
        options.append(heading_option(_("Type to search the glossary.")))
    return options


class PagedOptionList(FittedOptionList):
    """An OptionList whose PageUp/PageDown also work before its lines are laid out (and whose
    options wrap to the width they are drawn at)."""

    def _move_page(self, direction: int) -> None:
        try:
            super()._move_page(direction)
        except (KeyError, IndexError):  # not laid out yet (Textual 8 indexes missing lines)
            if direction < 0:
                self.action_first()
            else:
                self.action_last()


class ResultList(PagedOptionList):
    """Search results; keeps the item the player highlighted when the list is refilled if it is
    still there. An item highlighted only because it came first does not stay highlighted when a
    refill (the next keystroke, the full-text results) puts another item first."""

    _first_id: str | None = None  # the id the last fill highlighted by itself

    class LeftAtTop(Message):
        """Up on the first result: the cursor goes back where the search is typed."""

    def action_cursor_up(self) -> None:
        """Up on the first result leaves the list upwards (:class:`LeftAtTop`), never round to
        its last, unrelated item."""
        if self.highlighted is None or self.highlighted <= self._first_enabled():
            self.post_message(self.LeftAtTop())
            return
        super().action_cursor_up()

    def action_cursor_down(self) -> None:
        """Down on the last result stays there (the list does not start over)."""
        enabled = [index for index, option in enumerate(self.options) if not option.disabled]
        if enabled and self.highlighted is not None and self.highlighted >= enabled[-1]:
            return
        super().action_cursor_down()

    def _first_enabled(self) -> int:
        return next((i for i, option in enumerate(self.options) if not option.disabled), 0)

    def fill(self, options: list[Option], *, keep: bool = True) -> None:
        """Replace the options, keeping the player's highlighted id if present (else the first)."""
        previous = self.highlighted_option.id if keep and self.highlighted_option else None
        if previous is not None and previous == self._first_id:
            previous = None
        self.clear_options()
        self.add_options(options)
        target = None
        for index, option in enumerate(options):
            if option.disabled:
                continue
            if target is None:
                target = index
            if previous is not None and option.id == previous:
                target = index
                break
        self.highlighted = target
        chosen = options[target].id if target is not None else None
        self._first_id = chosen if previous is None or chosen != previous else None

    def current_target(self) -> str | None:
        """The id (``entry:…`` / ``para:…``) of the highlighted option, if any."""
        option = self.highlighted_option
        if option is None or option.disabled or not option.id:
            return None
        return option.id.split(":", 1)[1] if option.id.startswith(("fav:", "hist:")) else option.id
