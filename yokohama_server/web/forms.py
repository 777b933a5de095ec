from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth import password_validation
from django.utils.translation import gettext_lazy as _


class SignUpForm(forms.Form):
    username = forms.RegexField(
        label=_("Username"),
        regex=r"^[A-Za-z0-9_.-]{3,32}$",
        max_length=32,
        help_text=_("3-32 letters, digits, dots, dashes or underscores."),
        error_messages={"invalid": _("Use 3-32 letters, digits, dots, dashes or underscores.")},
    )
    password = forms.CharField(label=_("Password"), widget=forms.PasswordInput, strip=False)
    password_again = forms.CharField(
        label=_("Password again"), widget=forms.PasswordInput, strip=False
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        password, again = data.get("password"), data.get("password_again")
        if password and again and password != again:
            self.add_error("password_again", _("The two passwords differ."))
        elif password:
            try:
                password_validation.validate_password(password)
            except forms.ValidationError as exc:
                self.add_error("password", exc)
        return data
