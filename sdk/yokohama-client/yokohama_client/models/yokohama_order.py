from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_country_enum import check_yokohama_country_enum
from ..models.yokohama_country_enum import YokohamaCountryEnum
from ..models.yokohama_order_id_enum import check_yokohama_order_id_enum
from ..models.yokohama_order_id_enum import YokohamaOrderIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_order_cost import YokohamaOrderCost
  from ..models.yokohama_reward import YokohamaReward





T = TypeVar("T", bound="YokohamaOrder")



@_attrs_define
class YokohamaOrder:
    """ An order card.

        Attributes:
            id (YokohamaOrderIdEnum):
            flag (YokohamaCountryEnum):
            cost (YokohamaOrderCost): Goods an order costs; kinds it does not need are absent.
            reward (YokohamaReward): A reward; only the parts it has are present (amounts are positive).
            source (str): How sure its data is (SEED...).
     """

    id: YokohamaOrderIdEnum
    flag: YokohamaCountryEnum
    cost: YokohamaOrderCost
    reward: YokohamaReward
    source: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_order_cost import YokohamaOrderCost # noqa: PLC0415
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        id: str = self.id

        flag: str = self.flag

        cost = self.cost.to_dict()

        reward = self.reward.to_dict()

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "flag": flag,
            "cost": cost,
            "reward": reward,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_order_cost import YokohamaOrderCost # noqa: PLC0415
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        d = dict(src_dict)
        id = check_yokohama_order_id_enum(d.pop("id"))




        flag = check_yokohama_country_enum(d.pop("flag"))




        cost = YokohamaOrderCost.from_dict(d.pop("cost"))




        reward = YokohamaReward.from_dict(d.pop("reward"))




        source = d.pop("source")

        yokohama_order = cls(
            id=id,
            flag=flag,
            cost=cost,
            reward=reward,
            source=source,
        )

        return yokohama_order

