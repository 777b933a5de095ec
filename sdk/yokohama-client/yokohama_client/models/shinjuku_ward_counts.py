from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ShinjukuWardCounts")



@_attrs_define
class ShinjukuWardCounts:
    """ Ward cards by ward; wards with no card are absent.

        Attributes:
            chiyoda (int | Unset): Cards of ward `chiyoda`.
            chuo (int | Unset): Cards of ward `chuo`.
            minato (int | Unset): Cards of ward `minato`.
            shinjuku (int | Unset): Cards of ward `shinjuku`.
            bunkyo (int | Unset): Cards of ward `bunkyo`.
            taito (int | Unset): Cards of ward `taito`.
            sumida (int | Unset): Cards of ward `sumida`.
            koto (int | Unset): Cards of ward `koto`.
            shinagawa (int | Unset): Cards of ward `shinagawa`.
            meguro (int | Unset): Cards of ward `meguro`.
            ota (int | Unset): Cards of ward `ota`.
            setagaya (int | Unset): Cards of ward `setagaya`.
            shibuya (int | Unset): Cards of ward `shibuya`.
            nakano (int | Unset): Cards of ward `nakano`.
            suginami (int | Unset): Cards of ward `suginami`.
            toshima (int | Unset): Cards of ward `toshima`.
            kita (int | Unset): Cards of ward `kita`.
            arakawa (int | Unset): Cards of ward `arakawa`.
            itabashi (int | Unset): Cards of ward `itabashi`.
            nerima (int | Unset): Cards of ward `nerima`.
            adachi (int | Unset): Cards of ward `adachi`.
            katsushika (int | Unset): Cards of ward `katsushika`.
            edogawa (int | Unset): Cards of ward `edogawa`.
     """

    chiyoda: int | Unset = UNSET
    chuo: int | Unset = UNSET
    minato: int | Unset = UNSET
    shinjuku: int | Unset = UNSET
    bunkyo: int | Unset = UNSET
    taito: int | Unset = UNSET
    sumida: int | Unset = UNSET
    koto: int | Unset = UNSET
    shinagawa: int | Unset = UNSET
    meguro: int | Unset = UNSET
    ota: int | Unset = UNSET
    setagaya: int | Unset = UNSET
    shibuya: int | Unset = UNSET
    nakano: int | Unset = UNSET
    suginami: int | Unset = UNSET
    toshima: int | Unset = UNSET
    kita: int | Unset = UNSET
    arakawa: int | Unset = UNSET
    itabashi: int | Unset = UNSET
    nerima: int | Unset = UNSET
    adachi: int | Unset = UNSET
    katsushika: int | Unset = UNSET
    edogawa: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        chiyoda = self.chiyoda

        chuo = self.chuo

        minato = self.minato

        shinjuku = self.shinjuku

        bunkyo = self.bunkyo

        taito = self.taito

        sumida = self.sumida

        koto = self.koto

        shinagawa = self.shinagawa

        meguro = self.meguro

        ota = self.ota

        setagaya = self.setagaya

        shibuya = self.shibuya

        nakano = self.nakano

        suginami = self.suginami

        toshima = self.toshima

        kita = self.kita

        arakawa = self.arakawa

        itabashi = self.itabashi

        nerima = self.nerima

        adachi = self.adachi

        katsushika = self.katsushika

        edogawa = self.edogawa


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
        d = dict(src_dict)
        chiyoda = d.pop("chiyoda", UNSET)

        chuo = d.pop("chuo", UNSET)

        minato = d.pop("minato", UNSET)

        shinjuku = d.pop("shinjuku", UNSET)

        bunkyo = d.pop("bunkyo", UNSET)

        taito = d.pop("taito", UNSET)

        sumida = d.pop("sumida", UNSET)

        koto = d.pop("koto", UNSET)

        shinagawa = d.pop("shinagawa", UNSET)

        meguro = d.pop("meguro", UNSET)

        ota = d.pop("ota", UNSET)

        setagaya = d.pop("setagaya", UNSET)

        shibuya = d.pop("shibuya", UNSET)

        nakano = d.pop("nakano", UNSET)

        suginami = d.pop("suginami", UNSET)

        toshima = d.pop("toshima", UNSET)

        kita = d.pop("kita", UNSET)

        arakawa = d.pop("arakawa", UNSET)

        itabashi = d.pop("itabashi", UNSET)

        nerima = d.pop("nerima", UNSET)

        adachi = d.pop("adachi", UNSET)

        katsushika = d.pop("katsushika", UNSET)

        edogawa = d.pop("edogawa", UNSET)

        shinjuku_ward_counts = cls(
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

        return shinjuku_ward_counts

