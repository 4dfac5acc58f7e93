"""wartutor's user interfaces: the command line (cli.py) and the Textual app (app.py)."""

__version__ = "0.1.0"
