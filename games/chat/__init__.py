"""Match chat (issue 28): the players' and the spectators' chat of a match, personal mutes,
site-wide mutes and the moderators' log (app label `chat`)."""
