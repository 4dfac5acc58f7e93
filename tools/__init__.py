"""Maintenance scripts run by hand from the repository root (not part of the package)."""
