"""The app's content: the glossary and chapters (with the search engine over them) are loaded in a
thread after the first frame, or at once when a screen needs them before that.

Mixed into :class:`tui.app.WartutorApp`, which sets ``content``, ``content_error``,
``_given_content`` (content given by a test, else the built-in one is loaded), ``_engine``,
``_first_frame``, ``_loading`` and ``_content_callbacks``.
"""

from __future__ import annotations

from textual import work

from locales import _


class ContentLoadingMixin:
    """Loading the content (``self`` is the running :class:`textual.app.App`)."""

    def load_content_in_background(self, callback) -> None:
        """Call ``callback`` once the content (and the headword table) is loaded; the loading
        runs in a thread after the first frame."""
        if self.content is not None or self.content_error is not None:
            callback()
            return
        self._content_callbacks.append(callback)
        self._start_loading()

    def _start_loading(self) -> None:
        if self._first_frame and not self._loading and self.content is None:
            self._loading = True
            self._load_content()

    @work(thread=True, exclusive=True, group="content")
    def _load_content(self) -> None:
        content, engine, error = self._read_content(warm=True)
        self.call_from_thread(self._content_loaded, content, engine, error)

    def _read_content(self, *, warm: bool = False):
        """(content, search engine, None), or (None, None, the problem in words); ``warm``
        builds the engine's instant tier now (in the loading thread, not on the UI's)."""
        try:
            content = self._given_content
            if content is None:
                from glossary.content import load_content

                content = load_content()
            engine = self._make_engine(content)
            if warm:
                engine.headwords  # noqa: B018 - built now, off the UI thread
            return content, engine, None
        except Exception as problem:  # noqa: BLE001 - shown to the user instead of crashing
            return None, None, problem.render(_) if hasattr(problem, "render") else str(problem)

    def _make_engine(self, content):
        from glossary.search import SearchEngine, default_engine

        return default_engine() if self._given_content is None else SearchEngine(content)

    def _content_loaded(self, content, engine, error) -> None:
        self._loading = False
        if self.content is None and self.content_error is None:  # (unless ensure_content won)
            self.content, self._engine, self.content_error = content, engine, error
        if error and self.content is None:
            self.notify(
                _("The rules content could not be loaded: {error}").format(error=error),
                severity="error",
                timeout=15,
            )
        callbacks, self._content_callbacks = self._content_callbacks, []
        for callback in callbacks:
            callback()

    def ensure_content(self):
        """The content, loaded now if the background load has not finished (None on error)."""
        if self.content is None and self.content_error is None:
            self.content, self._engine, self.content_error = self._read_content()
            callbacks, self._content_callbacks = self._content_callbacks, []
            for callback in callbacks:
                self.call_later(callback)
        return self.content

    @property
    def search_engine(self):
        """The search engine over the app's content."""
        if self._engine is None:
            self.ensure_content()
        return self._engine
