"""Tournaments, standings and ratings: a sub-app of `games` (app label "tournaments")."""
