from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_five_power_token_enum import check_yokohama_five_power_token_enum
from ..models.yokohama_five_power_token_enum import YokohamaFivePowerTokenEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_reward import YokohamaReward





T = TypeVar("T", bound="YokohamaFivePowerToken")



@_attrs_define
class YokohamaFivePowerToken:
    """ A 5-power token still lying in its area.

        Attributes:
            id (YokohamaFivePowerTokenEnum):
            reward (YokohamaReward): A reward; only the parts it has are present (amounts are positive).
     """

    id: YokohamaFivePowerTokenEnum
    reward: YokohamaReward





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        id: str = self.id

        reward = self.reward.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "reward": reward,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        d = dict(src_dict)
        id = check_yokohama_five_power_token_enum(d.pop("id"))




        reward = YokohamaReward.from_dict(d.pop("reward"))




        yokohama_five_power_token = cls(
            id=id,
            reward=reward,
        )

        return yokohama_five_power_token

