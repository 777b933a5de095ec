from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingOutput")



@_attrs_define
class RatingOutput:
    """ 
        Attributes:
            position (int): Place on the board, from 1.
            username (str): The rated account.
            is_bot (bool): The account is a bot account.
            rating (float): Conservative skill estimate: mu - 3 sigma.
            mu (float): Estimated skill.
            sigma (float): Uncertainty of the estimate.
            matches (int): Rated matches played.
     """

    position: int
    username: str
    is_bot: bool
    rating: float
    mu: float
    sigma: float
    matches: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        username = self.username

        is_bot = self.is_bot

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        matches = self.matches


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "position": position,
            "username": username,
            "is_bot": is_bot,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "matches": matches,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        username = d.pop("username")

        is_bot = d.pop("is_bot")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        matches = d.pop("matches")

        rating_output = cls(
            position=position,
            username=username,
            is_bot=is_bot,
            rating=rating,
            mu=mu,
            sigma=sigma,
            matches=matches,
        )


        rating_output.additional_properties = d
        return rating_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
