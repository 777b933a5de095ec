from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_reward import YokohamaReward





T = TypeVar("T", bound="YokohamaShop")



@_attrs_define
class YokohamaShop:
    """ A shop space of a building site.

        Attributes:
            space (int): The space's number, from 1.
            reward (YokohamaReward): A reward; only the parts it has are present (amounts are positive).
            owner (int | None): The seat whose shop stands here, or null.
     """

    space: int
    reward: YokohamaReward
    owner: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        space = self.space

        reward = self.reward.to_dict()

        owner: int | None
        owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "space": space,
            "reward": reward,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        d = dict(src_dict)
        space = d.pop("space")

        reward = YokohamaReward.from_dict(d.pop("reward"))




        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        yokohama_shop = cls(
            space=space,
            reward=reward,
            owner=owner,
        )

        return yokohama_shop

