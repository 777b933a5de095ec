from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_scope_enum import check_token_scope_enum
from ..models.token_scope_enum import TokenScopeEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ RFC 9457 problem details with the server's stable `code`.

    Branch on `code`, never on `detail` or `title` (they are for humans and may change).

        Attributes:
            type_ (str): A URI naming the problem type: the base URI followed by `code`.
            title (str): A short human summary of the problem type.
            status (int): The HTTP status code, repeated.
            detail (str): A human sentence saying what went wrong.
            code (str): Stable machine code, e.g. `stale_state`; each operation lists the codes it can answer in its
                responses.
            reason (str | Unset): With `illegal_action`: the engine's reason.
            field (str | Unset): With `invalid_config`: the option (or `players`) at fault, e.g. `edition`.
            scope (TokenScopeEnum | Unset): * `read` - read
                * `play` - play
                * `organise` - organise
            current_seq (int | Unset): With `stale_state`: the match's seq now; decide again from it.
            to_move (list[int] | Unset): With `not_your_turn`: the seats whose decision it is.
            open_seats (list[int] | Unset): With `not_enough_players`: the seats nobody holds yet.
            retry_after (int | Unset): With `rate_limited`: seconds to wait (also in the Retry-After header).
            events_url (str | Unset): With `stream_unavailable_here`, or a long poll's `service_unavailable`: the same
                request on the events server, when the deployment names it.
            errors (ProblemErrors | Unset): With `validation_error`: the messages by dotted field path (e.g.
                `time_control.decision_seconds`, `bots.0.seat`); an unknown field is listed under its own name.
                `non_field_errors` holds errors about the body as a whole.
     """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    reason: str | Unset = UNSET
    field: str | Unset = UNSET
    scope: TokenScopeEnum | Unset = UNSET
    current_seq: int | Unset = UNSET
    to_move: list[int] | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    retry_after: int | Unset = UNSET
    events_url: str | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        reason = self.reason

        field = self.field

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope


        current_seq = self.current_seq

        to_move: list[int] | Unset = UNSET
        if not isinstance(self.to_move, Unset):
            to_move = self.to_move



        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats



        retry_after = self.retry_after

        events_url = self.events_url

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "code": code,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if field is not UNSET:
            field_dict["field"] = field
        if scope is not UNSET:
            field_dict["scope"] = scope
        if current_seq is not UNSET:
            field_dict["current_seq"] = current_seq
        if to_move is not UNSET:
            field_dict["to_move"] = to_move
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if events_url is not UNSET:
            field_dict["events_url"] = events_url
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        reason = d.pop("reason", UNSET)

        field = d.pop("field", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: TokenScopeEnum | Unset
        if isinstance(_scope,  Unset):
            scope = UNSET
        else:
            scope = check_token_scope_enum(_scope)




        current_seq = d.pop("current_seq", UNSET)

        to_move = cast(list[int], d.pop("to_move", UNSET))


        open_seats = cast(list[int], d.pop("open_seats", UNSET))


        retry_after = d.pop("retry_after", UNSET)

        events_url = d.pop("events_url", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            reason=reason,
            field=field,
            scope=scope,
            current_seq=current_seq,
            to_move=to_move,
            open_seats=open_seats,
            retry_after=retry_after,
            events_url=events_url,
            errors=errors,
        )


        problem.additional_properties = d
        return problem

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
