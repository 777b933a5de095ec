from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.language_enum import check_language_enum
from ..models.language_enum import LanguageEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchedMeUpdateInputRequest")



@_attrs_define
class PatchedMeUpdateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            language (LanguageEnum | None | Unset): The language the server speaks to you (`en`, `de`, `ko`); null: none,
                then each request's Accept-Language (or the web client's language cookie) decides.

                * `en` - en
                * `de` - de
                * `ko` - ko
     """

    language: LanguageEnum | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif isinstance(self.language, str):
            language = self.language
        else:
            language = self.language


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_language(data: object) -> LanguageEnum | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_0 = check_language_enum(data)



                return language_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LanguageEnum | None | Unset, data)

        language = _parse_language(d.pop("language", UNSET))


        patched_me_update_input_request = cls(
            language=language,
        )

        return patched_me_update_input_request

