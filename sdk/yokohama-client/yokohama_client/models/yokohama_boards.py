from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_church_space import YokohamaChurchSpace
  from ..models.yokohama_customs_space import YokohamaCustomsSpace
  from ..models.yokohama_lab import YokohamaLab
  from ..models.yokohama_port import YokohamaPort





T = TypeVar("T", bound="YokohamaBoards")



@_attrs_define
class YokohamaBoards:
    """ The management boards.

        Attributes:
            church (list[YokohamaChurchSpace]): The church spaces, by number.
            customs (list[YokohamaCustomsSpace]): The customs spaces, by number.
            labs (list[YokohamaLab]): The laboratory boards.
            ports (list[YokohamaPort]): The port boards.
     """

    church: list[YokohamaChurchSpace]
    customs: list[YokohamaCustomsSpace]
    labs: list[YokohamaLab]
    ports: list[YokohamaPort]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_church_space import YokohamaChurchSpace # noqa: PLC0415
        from ..models.yokohama_customs_space import YokohamaCustomsSpace # noqa: PLC0415
        from ..models.yokohama_lab import YokohamaLab # noqa: PLC0415
        from ..models.yokohama_port import YokohamaPort # noqa: PLC0415
        church = []
        for church_item_data in self.church:
            church_item = church_item_data.to_dict()
            church.append(church_item)



        customs = []
        for customs_item_data in self.customs:
            customs_item = customs_item_data.to_dict()
            customs.append(customs_item)



        labs = []
        for labs_item_data in self.labs:
            labs_item = labs_item_data.to_dict()
            labs.append(labs_item)



        ports = []
        for ports_item_data in self.ports:
            ports_item = ports_item_data.to_dict()
            ports.append(ports_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "church": church,
            "customs": customs,
            "labs": labs,
            "ports": ports,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_church_space import YokohamaChurchSpace # noqa: PLC0415
        from ..models.yokohama_customs_space import YokohamaCustomsSpace # noqa: PLC0415
        from ..models.yokohama_lab import YokohamaLab # noqa: PLC0415
        from ..models.yokohama_port import YokohamaPort # noqa: PLC0415
        d = dict(src_dict)
        church = []
        _church = d.pop("church")
        for church_item_data in (_church):
            church_item = YokohamaChurchSpace.from_dict(church_item_data)



            church.append(church_item)


        customs = []
        _customs = d.pop("customs")
        for customs_item_data in (_customs):
            customs_item = YokohamaCustomsSpace.from_dict(customs_item_data)



            customs.append(customs_item)


        labs = []
        _labs = d.pop("labs")
        for labs_item_data in (_labs):
            labs_item = YokohamaLab.from_dict(labs_item_data)



            labs.append(labs_item)


        ports = []
        _ports = d.pop("ports")
        for ports_item_data in (_ports):
            ports_item = YokohamaPort.from_dict(ports_item_data)



            ports.append(ports_item)


        yokohama_boards = cls(
            church=church,
            customs=customs,
            labs=labs,
            ports=ports,
        )

        return yokohama_boards

