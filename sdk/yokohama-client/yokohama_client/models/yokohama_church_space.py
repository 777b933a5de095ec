from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_occupant_type_1 import check_yokohama_occupant_type_1
from ..models.yokohama_occupant_type_1 import YokohamaOccupantType1
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_reward import YokohamaReward





T = TypeVar("T", bound="YokohamaChurchSpace")



@_attrs_define
class YokohamaChurchSpace:
    """ A space of the church board.

        Attributes:
            space (int): The space's number, from 1.
            faith (int): Faith needed.
            reward (YokohamaReward): A reward; only the parts it has are present (amounts are positive).
            occupant (int | None | YokohamaOccupantType1): Who occupies it; null when free.
     """

    space: int
    faith: int
    reward: YokohamaReward
    occupant: int | None | YokohamaOccupantType1





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        space = self.space

        faith = self.faith

        reward = self.reward.to_dict()

        occupant: int | None | str
        if isinstance(self.occupant, str):
            occupant = self.occupant
        else:
            occupant = self.occupant


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "space": space,
            "faith": faith,
            "reward": reward,
            "occupant": occupant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_reward import YokohamaReward # noqa: PLC0415
        d = dict(src_dict)
        space = d.pop("space")

        faith = d.pop("faith")

        reward = YokohamaReward.from_dict(d.pop("reward"))




        def _parse_occupant(data: object) -> int | None | YokohamaOccupantType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_yokohama_occupant_type_1 = check_yokohama_occupant_type_1(data)



                return componentsschemas_yokohama_occupant_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | YokohamaOccupantType1, data)

        occupant = _parse_occupant(d.pop("occupant"))


        yokohama_church_space = cls(
            space=space,
            faith=faith,
            reward=reward,
            occupant=occupant,
        )

        return yokohama_church_space

