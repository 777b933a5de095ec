"""A password hasher for the test processes: Django's PBKDF2 at one iteration.

PBKDF2's deliberate cost (~0.27 s of CPU per hash on this machine) is not what the tests are
about, and the suite hashes hundreds of passwords and OAuth client secrets. The algorithm's
name is unchanged and the count of iterations is stored in each hash, so the server processes
the tests start (which keep the real setting) still verify what the tests stored.
"""

from __future__ import annotations

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class OneIterationPBKDF2PasswordHasher(PBKDF2PasswordHasher):
    iterations = 1
