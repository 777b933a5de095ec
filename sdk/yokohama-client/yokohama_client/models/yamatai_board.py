from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_boat_spaces import YamataiBoatSpaces
  from ..models.yamatai_island import YamataiIsland





T = TypeVar("T", bound="YamataiBoard")



@_attrs_define
class YamataiBoard:
    """ 
        Attributes:
            spaces (YamataiBoatSpaces): The boats on the board: boat space -> colour (empty spaces are absent).
            islands (list[YamataiIsland]): Every island, by id.
     """

    spaces: YamataiBoatSpaces
    islands: list[YamataiIsland]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_boat_spaces import YamataiBoatSpaces # noqa: PLC0415
        from ..models.yamatai_island import YamataiIsland # noqa: PLC0415
        spaces = self.spaces.to_dict()

        islands = []
        for islands_item_data in self.islands:
            islands_item = islands_item_data.to_dict()
            islands.append(islands_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "spaces": spaces,
            "islands": islands,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_boat_spaces import YamataiBoatSpaces # noqa: PLC0415
        from ..models.yamatai_island import YamataiIsland # noqa: PLC0415
        d = dict(src_dict)
        spaces = YamataiBoatSpaces.from_dict(d.pop("spaces"))




        islands = []
        _islands = d.pop("islands")
        for islands_item_data in (_islands):
            islands_item = YamataiIsland.from_dict(islands_item_data)



            islands.append(islands_item)


        yamatai_board = cls(
            spaces=spaces,
            islands=islands,
        )

        return yamatai_board

