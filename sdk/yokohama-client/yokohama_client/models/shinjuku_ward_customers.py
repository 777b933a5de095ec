from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customers import ShinjukuCustomers





T = TypeVar("T", bound="ShinjukuWardCustomers")



@_attrs_define
class ShinjukuWardCustomers:
    """ Customers standing in the wards; wards without customers are absent.

        Attributes:
            chiyoda (ShinjukuCustomers | Unset): Customers by good (every good present).
            chuo (ShinjukuCustomers | Unset): Customers by good (every good present).
            minato (ShinjukuCustomers | Unset): Customers by good (every good present).
            shinjuku (ShinjukuCustomers | Unset): Customers by good (every good present).
            bunkyo (ShinjukuCustomers | Unset): Customers by good (every good present).
            taito (ShinjukuCustomers | Unset): Customers by good (every good present).
            sumida (ShinjukuCustomers | Unset): Customers by good (every good present).
            koto (ShinjukuCustomers | Unset): Customers by good (every good present).
            shinagawa (ShinjukuCustomers | Unset): Customers by good (every good present).
            meguro (ShinjukuCustomers | Unset): Customers by good (every good present).
            ota (ShinjukuCustomers | Unset): Customers by good (every good present).
            setagaya (ShinjukuCustomers | Unset): Customers by good (every good present).
            shibuya (ShinjukuCustomers | Unset): Customers by good (every good present).
            nakano (ShinjukuCustomers | Unset): Customers by good (every good present).
            suginami (ShinjukuCustomers | Unset): Customers by good (every good present).
            toshima (ShinjukuCustomers | Unset): Customers by good (every good present).
            kita (ShinjukuCustomers | Unset): Customers by good (every good present).
            arakawa (ShinjukuCustomers | Unset): Customers by good (every good present).
            itabashi (ShinjukuCustomers | Unset): Customers by good (every good present).
            nerima (ShinjukuCustomers | Unset): Customers by good (every good present).
            adachi (ShinjukuCustomers | Unset): Customers by good (every good present).
            katsushika (ShinjukuCustomers | Unset): Customers by good (every good present).
            edogawa (ShinjukuCustomers | Unset): Customers by good (every good present).
     """

    chiyoda: ShinjukuCustomers | Unset = UNSET
    chuo: ShinjukuCustomers | Unset = UNSET
    minato: ShinjukuCustomers | Unset = UNSET
    shinjuku: ShinjukuCustomers | Unset = UNSET
    bunkyo: ShinjukuCustomers | Unset = UNSET
    taito: ShinjukuCustomers | Unset = UNSET
    sumida: ShinjukuCustomers | Unset = UNSET
    koto: ShinjukuCustomers | Unset = UNSET
    shinagawa: ShinjukuCustomers | Unset = UNSET
    meguro: ShinjukuCustomers | Unset = UNSET
    ota: ShinjukuCustomers | Unset = UNSET
    setagaya: ShinjukuCustomers | Unset = UNSET
    shibuya: ShinjukuCustomers | Unset = UNSET
    nakano: ShinjukuCustomers | Unset = UNSET
    suginami: ShinjukuCustomers | Unset = UNSET
    toshima: ShinjukuCustomers | Unset = UNSET
    kita: ShinjukuCustomers | Unset = UNSET
    arakawa: ShinjukuCustomers | Unset = UNSET
    itabashi: ShinjukuCustomers | Unset = UNSET
    nerima: ShinjukuCustomers | Unset = UNSET
    adachi: ShinjukuCustomers | Unset = UNSET
    katsushika: ShinjukuCustomers | Unset = UNSET
    edogawa: ShinjukuCustomers | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        chiyoda: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chiyoda, Unset):
            chiyoda = self.chiyoda.to_dict()

        chuo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chuo, Unset):
            chuo = self.chuo.to_dict()

        minato: dict[str, Any] | Unset = UNSET
        if not isinstance(self.minato, Unset):
            minato = self.minato.to_dict()

        shinjuku: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shinjuku, Unset):
            shinjuku = self.shinjuku.to_dict()

        bunkyo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bunkyo, Unset):
            bunkyo = self.bunkyo.to_dict()

        taito: dict[str, Any] | Unset = UNSET
        if not isinstance(self.taito, Unset):
            taito = self.taito.to_dict()

        sumida: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sumida, Unset):
            sumida = self.sumida.to_dict()

        koto: dict[str, Any] | Unset = UNSET
        if not isinstance(self.koto, Unset):
            koto = self.koto.to_dict()

        shinagawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shinagawa, Unset):
            shinagawa = self.shinagawa.to_dict()

        meguro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meguro, Unset):
            meguro = self.meguro.to_dict()

        ota: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ota, Unset):
            ota = self.ota.to_dict()

        setagaya: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setagaya, Unset):
            setagaya = self.setagaya.to_dict()

        shibuya: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shibuya, Unset):
            shibuya = self.shibuya.to_dict()

        nakano: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nakano, Unset):
            nakano = self.nakano.to_dict()

        suginami: dict[str, Any] | Unset = UNSET
        if not isinstance(self.suginami, Unset):
            suginami = self.suginami.to_dict()

        toshima: dict[str, Any] | Unset = UNSET
        if not isinstance(self.toshima, Unset):
            toshima = self.toshima.to_dict()

        kita: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kita, Unset):
            kita = self.kita.to_dict()

        arakawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.arakawa, Unset):
            arakawa = self.arakawa.to_dict()

        itabashi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.itabashi, Unset):
            itabashi = self.itabashi.to_dict()

        nerima: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nerima, Unset):
            nerima = self.nerima.to_dict()

        adachi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.adachi, Unset):
            adachi = self.adachi.to_dict()

        katsushika: dict[str, Any] | Unset = UNSET
        if not isinstance(self.katsushika, Unset):
            katsushika = self.katsushika.to_dict()

        edogawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.edogawa, Unset):
            edogawa = self.edogawa.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if chiyoda is not UNSET:
            field_dict["chiyoda"] = chiyoda
        if chuo is not UNSET:
            field_dict["chuo"] = chuo
        if minato is not UNSET:
            field_dict["minato"] = minato
        if shinjuku is not UNSET:
            field_dict["shinjuku"] = shinjuku
        if bunkyo is not UNSET:
            field_dict["bunkyo"] = bunkyo
        if taito is not UNSET:
            field_dict["taito"] = taito
        if sumida is not UNSET:
            field_dict["sumida"] = sumida
        if koto is not UNSET:
            field_dict["koto"] = koto
        if shinagawa is not UNSET:
            field_dict["shinagawa"] = shinagawa
        if meguro is not UNSET:
            field_dict["meguro"] = meguro
        if ota is not UNSET:
            field_dict["ota"] = ota
        if setagaya is not UNSET:
            field_dict["setagaya"] = setagaya
        if shibuya is not UNSET:
            field_dict["shibuya"] = shibuya
        if nakano is not UNSET:
            field_dict["nakano"] = nakano
        if suginami is not UNSET:
            field_dict["suginami"] = suginami
        if toshima is not UNSET:
            field_dict["toshima"] = toshima
        if kita is not UNSET:
            field_dict["kita"] = kita
        if arakawa is not UNSET:
            field_dict["arakawa"] = arakawa
        if itabashi is not UNSET:
            field_dict["itabashi"] = itabashi
        if nerima is not UNSET:
            field_dict["nerima"] = nerima
        if adachi is not UNSET:
            field_dict["adachi"] = adachi
        if katsushika is not UNSET:
            field_dict["katsushika"] = katsushika
        if edogawa is not UNSET:
            field_dict["edogawa"] = edogawa

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        d = dict(src_dict)
        _chiyoda = d.pop("chiyoda", UNSET)
        chiyoda: ShinjukuCustomers | Unset
        if isinstance(_chiyoda,  Unset):
            chiyoda = UNSET
        else:
            chiyoda = ShinjukuCustomers.from_dict(_chiyoda)




        _chuo = d.pop("chuo", UNSET)
        chuo: ShinjukuCustomers | Unset
        if isinstance(_chuo,  Unset):
            chuo = UNSET
        else:
            chuo = ShinjukuCustomers.from_dict(_chuo)




        _minato = d.pop("minato", UNSET)
        minato: ShinjukuCustomers | Unset
        if isinstance(_minato,  Unset):
            minato = UNSET
        else:
            minato = ShinjukuCustomers.from_dict(_minato)




        _shinjuku = d.pop("shinjuku", UNSET)
        shinjuku: ShinjukuCustomers | Unset
        if isinstance(_shinjuku,  Unset):
            shinjuku = UNSET
        else:
            shinjuku = ShinjukuCustomers.from_dict(_shinjuku)




        _bunkyo = d.pop("bunkyo", UNSET)
        bunkyo: ShinjukuCustomers | Unset
        if isinstance(_bunkyo,  Unset):
            bunkyo = UNSET
        else:
            bunkyo = ShinjukuCustomers.from_dict(_bunkyo)




        _taito = d.pop("taito", UNSET)
        taito: ShinjukuCustomers | Unset
        if isinstance(_taito,  Unset):
            taito = UNSET
        else:
            taito = ShinjukuCustomers.from_dict(_taito)




        _sumida = d.pop("sumida", UNSET)
        sumida: ShinjukuCustomers | Unset
        if isinstance(_sumida,  Unset):
            sumida = UNSET
        else:
            sumida = ShinjukuCustomers.from_dict(_sumida)




        _koto = d.pop("koto", UNSET)
        koto: ShinjukuCustomers | Unset
        if isinstance(_koto,  Unset):
            koto = UNSET
        else:
            koto = ShinjukuCustomers.from_dict(_koto)




        _shinagawa = d.pop("shinagawa", UNSET)
        shinagawa: ShinjukuCustomers | Unset
        if isinstance(_shinagawa,  Unset):
            shinagawa = UNSET
        else:
            shinagawa = ShinjukuCustomers.from_dict(_shinagawa)




        _meguro = d.pop("meguro", UNSET)
        meguro: ShinjukuCustomers | Unset
        if isinstance(_meguro,  Unset):
            meguro = UNSET
        else:
            meguro = ShinjukuCustomers.from_dict(_meguro)




        _ota = d.pop("ota", UNSET)
        ota: ShinjukuCustomers | Unset
        if isinstance(_ota,  Unset):
            ota = UNSET
        else:
            ota = ShinjukuCustomers.from_dict(_ota)




        _setagaya = d.pop("setagaya", UNSET)
        setagaya: ShinjukuCustomers | Unset
        if isinstance(_setagaya,  Unset):
            setagaya = UNSET
        else:
            setagaya = ShinjukuCustomers.from_dict(_setagaya)




        _shibuya = d.pop("shibuya", UNSET)
        shibuya: ShinjukuCustomers | Unset
        if isinstance(_shibuya,  Unset):
            shibuya = UNSET
        else:
            shibuya = ShinjukuCustomers.from_dict(_shibuya)




        _nakano = d.pop("nakano", UNSET)
        nakano: ShinjukuCustomers | Unset
        if isinstance(_nakano,  Unset):
            nakano = UNSET
        else:
            nakano = ShinjukuCustomers.from_dict(_nakano)




        _suginami = d.pop("suginami", UNSET)
        suginami: ShinjukuCustomers | Unset
        if isinstance(_suginami,  Unset):
            suginami = UNSET
        else:
            suginami = ShinjukuCustomers.from_dict(_suginami)




        _toshima = d.pop("toshima", UNSET)
        toshima: ShinjukuCustomers | Unset
        if isinstance(_toshima,  Unset):
            toshima = UNSET
        else:
            toshima = ShinjukuCustomers.from_dict(_toshima)




        _kita = d.pop("kita", UNSET)
        kita: ShinjukuCustomers | Unset
        if isinstance(_kita,  Unset):
            kita = UNSET
        else:
            kita = ShinjukuCustomers.from_dict(_kita)




        _arakawa = d.pop("arakawa", UNSET)
        arakawa: ShinjukuCustomers | Unset
        if isinstance(_arakawa,  Unset):
            arakawa = UNSET
        else:
            arakawa = ShinjukuCustomers.from_dict(_arakawa)




        _itabashi = d.pop("itabashi", UNSET)
        itabashi: ShinjukuCustomers | Unset
        if isinstance(_itabashi,  Unset):
            itabashi = UNSET
        else:
            itabashi = ShinjukuCustomers.from_dict(_itabashi)




        _nerima = d.pop("nerima", UNSET)
        nerima: ShinjukuCustomers | Unset
        if isinstance(_nerima,  Unset):
            nerima = UNSET
        else:
            nerima = ShinjukuCustomers.from_dict(_nerima)




        _adachi = d.pop("adachi", UNSET)
        adachi: ShinjukuCustomers | Unset
        if isinstance(_adachi,  Unset):
            adachi = UNSET
        else:
            adachi = ShinjukuCustomers.from_dict(_adachi)




        _katsushika = d.pop("katsushika", UNSET)
        katsushika: ShinjukuCustomers | Unset
        if isinstance(_katsushika,  Unset):
            katsushika = UNSET
        else:
            katsushika = ShinjukuCustomers.from_dict(_katsushika)




        _edogawa = d.pop("edogawa", UNSET)
        edogawa: ShinjukuCustomers | Unset
        if isinstance(_edogawa,  Unset):
            edogawa = UNSET
        else:
            edogawa = ShinjukuCustomers.from_dict(_edogawa)




        shinjuku_ward_customers = cls(
            chiyoda=chiyoda,
            chuo=chuo,
            minato=minato,
            shinjuku=shinjuku,
            bunkyo=bunkyo,
            taito=taito,
            sumida=sumida,
            koto=koto,
            shinagawa=shinagawa,
            meguro=meguro,
            ota=ota,
            setagaya=setagaya,
            shibuya=shibuya,
            nakano=nakano,
            suginami=suginami,
            toshima=toshima,
            kita=kita,
            arakawa=arakawa,
            itabashi=itabashi,
            nerima=nerima,
            adachi=adachi,
            katsushika=katsushika,
            edogawa=edogawa,
        )

        return shinjuku_ward_customers

