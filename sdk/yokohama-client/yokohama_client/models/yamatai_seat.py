from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_player_colour_enum import check_yamatai_player_colour_enum
from ..models.yamatai_player_colour_enum import YamataiPlayerColourEnum
from ..models.yamatai_specialist_id_enum import check_yamatai_specialist_id_enum
from ..models.yamatai_specialist_id_enum import YamataiSpecialistIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_boats import YamataiBoats
  from ..models.yamatai_culture_tokens import YamataiCultureTokens
  from ..models.yamatai_reserved_tile import YamataiReservedTile
  from ..models.yamatai_score import YamataiScore
  from ..models.yamatai_tile import YamataiTile





T = TypeVar("T", bound="YamataiSeat")



@_attrs_define
class YamataiSeat:
    """ A seat's public position.

        Attributes:
            seat (int): The seat index.
            colour (YamataiPlayerColourEnum):
            coins (int): Coins.
            prestige_tokens (int): Prestige tokens.
            culture_tokens (YamataiCultureTokens): Culture tokens held per type (every type present).
            pool (YamataiBoats): A number of boats per colour (every colour present).
            harbour (YamataiBoats): A number of boats per colour (every colour present).
            beside_harbour (YamataiBoats): A number of boats per colour (every colour present).
            harbour_capacity (int): How many boats the harbour holds.
            standard_pieces_left (int): Standard buildings not yet built.
            built_tiles (list[YamataiTile]): Tiles built (sorted, not in build order).
            reserved_tiles (list[YamataiReservedTile]): Tiles reserved.
            specialists (list[YamataiSpecialistIdEnum]): Specialists recruited.
            score (YamataiScore): Prestige points by category (§10); during play the provisional score.
     """

    seat: int
    colour: YamataiPlayerColourEnum
    coins: int
    prestige_tokens: int
    culture_tokens: YamataiCultureTokens
    pool: YamataiBoats
    harbour: YamataiBoats
    beside_harbour: YamataiBoats
    harbour_capacity: int
    standard_pieces_left: int
    built_tiles: list[YamataiTile]
    reserved_tiles: list[YamataiReservedTile]
    specialists: list[YamataiSpecialistIdEnum]
    score: YamataiScore





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_boats import YamataiBoats # noqa: PLC0415
        from ..models.yamatai_culture_tokens import YamataiCultureTokens # noqa: PLC0415
        from ..models.yamatai_reserved_tile import YamataiReservedTile # noqa: PLC0415
        from ..models.yamatai_score import YamataiScore # noqa: PLC0415
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        seat = self.seat

        colour: str = self.colour

        coins = self.coins

        prestige_tokens = self.prestige_tokens

        culture_tokens = self.culture_tokens.to_dict()

        pool = self.pool.to_dict()

        harbour = self.harbour.to_dict()

        beside_harbour = self.beside_harbour.to_dict()

        harbour_capacity = self.harbour_capacity

        standard_pieces_left = self.standard_pieces_left

        built_tiles = []
        for built_tiles_item_data in self.built_tiles:
            built_tiles_item = built_tiles_item_data.to_dict()
            built_tiles.append(built_tiles_item)



        reserved_tiles = []
        for reserved_tiles_item_data in self.reserved_tiles:
            reserved_tiles_item = reserved_tiles_item_data.to_dict()
            reserved_tiles.append(reserved_tiles_item)



        specialists = []
        for specialists_item_data in self.specialists:
            specialists_item: str = specialists_item_data
            specialists.append(specialists_item)



        score = self.score.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "colour": colour,
            "coins": coins,
            "prestige_tokens": prestige_tokens,
            "culture_tokens": culture_tokens,
            "pool": pool,
            "harbour": harbour,
            "beside_harbour": beside_harbour,
            "harbour_capacity": harbour_capacity,
            "standard_pieces_left": standard_pieces_left,
            "built_tiles": built_tiles,
            "reserved_tiles": reserved_tiles,
            "specialists": specialists,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_boats import YamataiBoats # noqa: PLC0415
        from ..models.yamatai_culture_tokens import YamataiCultureTokens # noqa: PLC0415
        from ..models.yamatai_reserved_tile import YamataiReservedTile # noqa: PLC0415
        from ..models.yamatai_score import YamataiScore # noqa: PLC0415
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        colour = check_yamatai_player_colour_enum(d.pop("colour"))




        coins = d.pop("coins")

        prestige_tokens = d.pop("prestige_tokens")

        culture_tokens = YamataiCultureTokens.from_dict(d.pop("culture_tokens"))




        pool = YamataiBoats.from_dict(d.pop("pool"))




        harbour = YamataiBoats.from_dict(d.pop("harbour"))




        beside_harbour = YamataiBoats.from_dict(d.pop("beside_harbour"))




        harbour_capacity = d.pop("harbour_capacity")

        standard_pieces_left = d.pop("standard_pieces_left")

        built_tiles = []
        _built_tiles = d.pop("built_tiles")
        for built_tiles_item_data in (_built_tiles):
            built_tiles_item = YamataiTile.from_dict(built_tiles_item_data)



            built_tiles.append(built_tiles_item)


        reserved_tiles = []
        _reserved_tiles = d.pop("reserved_tiles")
        for reserved_tiles_item_data in (_reserved_tiles):
            reserved_tiles_item = YamataiReservedTile.from_dict(reserved_tiles_item_data)



            reserved_tiles.append(reserved_tiles_item)


        specialists = []
        _specialists = d.pop("specialists")
        for specialists_item_data in (_specialists):
            specialists_item = check_yamatai_specialist_id_enum(specialists_item_data)



            specialists.append(specialists_item)


        score = YamataiScore.from_dict(d.pop("score"))




        yamatai_seat = cls(
            seat=seat,
            colour=colour,
            coins=coins,
            prestige_tokens=prestige_tokens,
            culture_tokens=culture_tokens,
            pool=pool,
            harbour=harbour,
            beside_harbour=beside_harbour,
            harbour_capacity=harbour_capacity,
            standard_pieces_left=standard_pieces_left,
            built_tiles=built_tiles,
            reserved_tiles=reserved_tiles,
            specialists=specialists,
            score=score,
        )

        return yamatai_seat

