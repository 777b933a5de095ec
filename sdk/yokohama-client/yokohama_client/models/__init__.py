""" Contains all the data models used in inputs/outputs """

from .account_create_input_request import AccountCreateInputRequest
from .account_create_output import AccountCreateOutput
from .action_accepted_output import ActionAcceptedOutput
from .action_submit_input_request import ActionSubmitInputRequest
from .bot_kind_enum import BotKindEnum
from .bot_seat_input_request import BotSeatInputRequest
from .bye_output import ByeOutput
from .entrant_output import EntrantOutput
from .entrant_status_enum import EntrantStatusEnum
from .events_output import EventsOutput
from .game_option_output import GameOptionOutput
from .game_output import GameOutput
from .health_component_output import HealthComponentOutput
from .health_output import HealthOutput
from .health_status_enum import HealthStatusEnum
from .leaderboard_output import LeaderboardOutput
from .legal_action_output import LegalActionOutput
from .legal_actions_output import LegalActionsOutput
from .log_entry_output import LogEntryOutput
from .match_create_input_request import MatchCreateInputRequest
from .match_create_input_request_options import MatchCreateInputRequestOptions
from .match_join_input_request import MatchJoinInputRequest
from .match_list_status import MatchListStatus
from .match_output import MatchOutput
from .match_page_output import MatchPageOutput
from .match_result_output import MatchResultOutput
from .match_start_input_request import MatchStartInputRequest
from .match_status_enum import MatchStatusEnum
from .match_summary_output import MatchSummaryOutput
from .option_kind_enum import OptionKindEnum
from .problem import Problem
from .problem_errors import ProblemErrors
from .rating_output import RatingOutput
from .round_output import RoundOutput
from .round_status_enum import RoundStatusEnum
from .seat_holder_enum import SeatHolderEnum
from .seat_output import SeatOutput
from .seat_result_output import SeatResultOutput
from .seat_result_output_breakdown import SeatResultOutputBreakdown
from .standing_output import StandingOutput
from .standings_output import StandingsOutput
from .table_output import TableOutput
from .table_seat_output import TableSeatOutput
from .time_control_input_request import TimeControlInputRequest
from .time_control_output import TimeControlOutput
from .tournament_format_enum import TournamentFormatEnum
from .tournament_list_status import TournamentListStatus
from .tournament_output import TournamentOutput
from .tournament_output_options import TournamentOutputOptions
from .tournament_page_output import TournamentPageOutput
from .tournament_status_enum import TournamentStatusEnum
from .tournament_summary_output import TournamentSummaryOutput
from .tournament_summary_output_options import TournamentSummaryOutputOptions
from .tournament_time_control_output import TournamentTimeControlOutput
from .yokohama_achievement import YokohamaAchievement
from .yokohama_achievement_deck_enum import YokohamaAchievementDeckEnum
from .yokohama_achievement_goal_enum import YokohamaAchievementGoalEnum
from .yokohama_achievement_id_enum import YokohamaAchievementIdEnum
from .yokohama_achievement_marker import YokohamaAchievementMarker
from .yokohama_action_agent import YokohamaActionAgent
from .yokohama_action_agent_kind_enum import YokohamaActionAgentKindEnum
from .yokohama_action_build_shop import YokohamaActionBuildShop
from .yokohama_action_build_shop_kind_enum import YokohamaActionBuildShopKindEnum
from .yokohama_action_build_trading_house import YokohamaActionBuildTradingHouse
from .yokohama_action_build_trading_house_kind_enum import YokohamaActionBuildTradingHouseKindEnum
from .yokohama_action_buy import YokohamaActionBuy
from .yokohama_action_buy_kind_enum import YokohamaActionBuyKindEnum
from .yokohama_action_church import YokohamaActionChurch
from .yokohama_action_church_kind_enum import YokohamaActionChurchKindEnum
from .yokohama_action_claim import YokohamaActionClaim
from .yokohama_action_claim_kind_enum import YokohamaActionClaimKindEnum
from .yokohama_action_customs import YokohamaActionCustoms
from .yokohama_action_customs_kind_enum import YokohamaActionCustomsKindEnum
from .yokohama_action_extra_order import YokohamaActionExtraOrder
from .yokohama_action_extra_order_kind_enum import YokohamaActionExtraOrderKindEnum
from .yokohama_action_fulfil import YokohamaActionFulfil
from .yokohama_action_fulfil_kind_enum import YokohamaActionFulfilKindEnum
from .yokohama_action_good import YokohamaActionGood
from .yokohama_action_good_kind_enum import YokohamaActionGoodKindEnum
from .yokohama_action_hire import YokohamaActionHire
from .yokohama_action_hire_kind_enum import YokohamaActionHireKindEnum
from .yokohama_action_keep_assistant import YokohamaActionKeepAssistant
from .yokohama_action_keep_assistant_kind_enum import YokohamaActionKeepAssistantKindEnum
from .yokohama_action_keep_order import YokohamaActionKeepOrder
from .yokohama_action_keep_order_kind_enum import YokohamaActionKeepOrderKindEnum
from .yokohama_action_kind_enum import YokohamaActionKindEnum
from .yokohama_action_lab_pay import YokohamaActionLabPay
from .yokohama_action_lab_pay_kind_enum import YokohamaActionLabPayKindEnum
from .yokohama_action_marker import YokohamaActionMarker
from .yokohama_action_marker_kind_enum import YokohamaActionMarkerKindEnum
from .yokohama_action_move import YokohamaActionMove
from .yokohama_action_move_kind_enum import YokohamaActionMoveKindEnum
from .yokohama_action_order import YokohamaActionOrder
from .yokohama_action_order_kind_enum import YokohamaActionOrderKindEnum
from .yokohama_action_pair import YokohamaActionPair
from .yokohama_action_pair_kind_enum import YokohamaActionPairKindEnum
from .yokohama_action_pass import YokohamaActionPass
from .yokohama_action_pass_kind_enum import YokohamaActionPassKindEnum
from .yokohama_action_pay import YokohamaActionPay
from .yokohama_action_pay_kind_enum import YokohamaActionPayKindEnum
from .yokohama_action_place import YokohamaActionPlace
from .yokohama_action_place_kind_enum import YokohamaActionPlaceKindEnum
from .yokohama_action_place_station import YokohamaActionPlaceStation
from .yokohama_action_place_station_kind_enum import YokohamaActionPlaceStationKindEnum
from .yokohama_action_recall import YokohamaActionRecall
from .yokohama_action_recall_kind_enum import YokohamaActionRecallKindEnum
from .yokohama_action_return import YokohamaActionReturn
from .yokohama_action_return_kind_enum import YokohamaActionReturnKindEnum
from .yokohama_action_sell import YokohamaActionSell
from .yokohama_action_sell_kind_enum import YokohamaActionSellKindEnum
from .yokohama_action_shift_from import YokohamaActionShiftFrom
from .yokohama_action_shift_from_kind_enum import YokohamaActionShiftFromKindEnum
from .yokohama_action_shift_to import YokohamaActionShiftTo
from .yokohama_action_shift_to_kind_enum import YokohamaActionShiftToKindEnum
from .yokohama_action_source import YokohamaActionSource
from .yokohama_action_source_kind_enum import YokohamaActionSourceKindEnum
from .yokohama_action_station import YokohamaActionStation
from .yokohama_action_station_kind_enum import YokohamaActionStationKindEnum
from .yokohama_action_tech import YokohamaActionTech
from .yokohama_action_tech_kind_enum import YokohamaActionTechKindEnum
from .yokohama_action_textile import YokohamaActionTextile
from .yokohama_action_textile_kind_enum import YokohamaActionTextileKindEnum
from .yokohama_action_tram import YokohamaActionTram
from .yokohama_action_tram_kind_enum import YokohamaActionTramKindEnum
from .yokohama_action_university import YokohamaActionUniversity
from .yokohama_action_university_kind_enum import YokohamaActionUniversityKindEnum
from .yokohama_action_via import YokohamaActionVia
from .yokohama_action_via_kind_enum import YokohamaActionViaKindEnum
from .yokohama_area import YokohamaArea
from .yokohama_area_category_enum import YokohamaAreaCategoryEnum
from .yokohama_area_id_enum import YokohamaAreaIdEnum
from .yokohama_area_type_enum import YokohamaAreaTypeEnum
from .yokohama_assistant_source_enum import YokohamaAssistantSourceEnum
from .yokohama_boards import YokohamaBoards
from .yokohama_building_site import YokohamaBuildingSite
from .yokohama_built import YokohamaBuilt
from .yokohama_chinatown_buy_enum import YokohamaChinatownBuyEnum
from .yokohama_church_payment_enum import YokohamaChurchPaymentEnum
from .yokohama_church_space import YokohamaChurchSpace
from .yokohama_country_enum import YokohamaCountryEnum
from .yokohama_customs_space import YokohamaCustomsSpace
from .yokohama_decision import YokohamaDecision
from .yokohama_decision_kind_enum import YokohamaDecisionKindEnum
from .yokohama_decks import YokohamaDecks
from .yokohama_edition_enum import YokohamaEditionEnum
from .yokohama_end_trigger_enum import YokohamaEndTriggerEnum
from .yokohama_five_power_token import YokohamaFivePowerToken
from .yokohama_five_power_token_agent import YokohamaFivePowerTokenAgent
from .yokohama_five_power_token_agent_kind_enum import YokohamaFivePowerTokenAgentKindEnum
from .yokohama_five_power_token_enum import YokohamaFivePowerTokenEnum
from .yokohama_foreign_agent_supply import YokohamaForeignAgentSupply
from .yokohama_game_enum import YokohamaGameEnum
from .yokohama_good_enum import YokohamaGoodEnum
from .yokohama_goods import YokohamaGoods
from .yokohama_lab import YokohamaLab
from .yokohama_lab_fee_enum import YokohamaLabFeeEnum
from .yokohama_lab_slot import YokohamaLabSlot
from .yokohama_log_entry import YokohamaLogEntry
from .yokohama_map import YokohamaMap
from .yokohama_marker_agent import YokohamaMarkerAgent
from .yokohama_marker_agent_kind_enum import YokohamaMarkerAgentKindEnum
from .yokohama_marker_id_enum import YokohamaMarkerIdEnum
from .yokohama_occupant_type_1 import YokohamaOccupantType1
from .yokohama_options import YokohamaOptions
from .yokohama_order import YokohamaOrder
from .yokohama_order_cost import YokohamaOrderCost
from .yokohama_order_id_enum import YokohamaOrderIdEnum
from .yokohama_order_payment_enum import YokohamaOrderPaymentEnum
from .yokohama_pieces import YokohamaPieces
from .yokohama_port import YokohamaPort
from .yokohama_port_level_enum import YokohamaPortLevelEnum
from .yokohama_port_slot import YokohamaPortSlot
from .yokohama_reward import YokohamaReward
from .yokohama_score_breakdown import YokohamaScoreBreakdown
from .yokohama_seat import YokohamaSeat
from .yokohama_shift_source_enum import YokohamaShiftSourceEnum
from .yokohama_shop import YokohamaShop
from .yokohama_site_id_enum import YokohamaSiteIdEnum
from .yokohama_supply_agent import YokohamaSupplyAgent
from .yokohama_supply_agent_kind_enum import YokohamaSupplyAgentKindEnum
from .yokohama_tech_card_enum import YokohamaTechCardEnum
from .yokohama_tech_type_enum import YokohamaTechTypeEnum
from .yokohama_technology import YokohamaTechnology
from .yokohama_trading_house import YokohamaTradingHouse
from .yokohama_view import YokohamaView
from .yokohama_warehouse import YokohamaWarehouse
from .yokohama_warehouse_piece_enum import YokohamaWarehousePieceEnum
from .yokohama_you import YokohamaYou

__all__ = (
    "AccountCreateInputRequest",
    "AccountCreateOutput",
    "ActionAcceptedOutput",
    "ActionSubmitInputRequest",
    "BotKindEnum",
    "BotSeatInputRequest",
    "ByeOutput",
    "EntrantOutput",
    "EntrantStatusEnum",
    "EventsOutput",
    "GameOptionOutput",
    "GameOutput",
    "HealthComponentOutput",
    "HealthOutput",
    "HealthStatusEnum",
    "LeaderboardOutput",
    "LegalActionOutput",
    "LegalActionsOutput",
    "LogEntryOutput",
    "MatchCreateInputRequest",
    "MatchCreateInputRequestOptions",
    "MatchJoinInputRequest",
    "MatchListStatus",
    "MatchOutput",
    "MatchPageOutput",
    "MatchResultOutput",
    "MatchStartInputRequest",
    "MatchStatusEnum",
    "MatchSummaryOutput",
    "OptionKindEnum",
    "Problem",
    "ProblemErrors",
    "RatingOutput",
    "RoundOutput",
    "RoundStatusEnum",
    "SeatHolderEnum",
    "SeatOutput",
    "SeatResultOutput",
    "SeatResultOutputBreakdown",
    "StandingOutput",
    "StandingsOutput",
    "TableOutput",
    "TableSeatOutput",
    "TimeControlInputRequest",
    "TimeControlOutput",
    "TournamentFormatEnum",
    "TournamentListStatus",
    "TournamentOutput",
    "TournamentOutputOptions",
    "TournamentPageOutput",
    "TournamentStatusEnum",
    "TournamentSummaryOutput",
    "TournamentSummaryOutputOptions",
    "TournamentTimeControlOutput",
    "YokohamaAchievement",
    "YokohamaAchievementDeckEnum",
    "YokohamaAchievementGoalEnum",
    "YokohamaAchievementIdEnum",
    "YokohamaAchievementMarker",
    "YokohamaActionAgent",
    "YokohamaActionAgentKindEnum",
    "YokohamaActionBuildShop",
    "YokohamaActionBuildShopKindEnum",
    "YokohamaActionBuildTradingHouse",
    "YokohamaActionBuildTradingHouseKindEnum",
    "YokohamaActionBuy",
    "YokohamaActionBuyKindEnum",
    "YokohamaActionChurch",
    "YokohamaActionChurchKindEnum",
    "YokohamaActionClaim",
    "YokohamaActionClaimKindEnum",
    "YokohamaActionCustoms",
    "YokohamaActionCustomsKindEnum",
    "YokohamaActionExtraOrder",
    "YokohamaActionExtraOrderKindEnum",
    "YokohamaActionFulfil",
    "YokohamaActionFulfilKindEnum",
    "YokohamaActionGood",
    "YokohamaActionGoodKindEnum",
    "YokohamaActionHire",
    "YokohamaActionHireKindEnum",
    "YokohamaActionKeepAssistant",
    "YokohamaActionKeepAssistantKindEnum",
    "YokohamaActionKeepOrder",
    "YokohamaActionKeepOrderKindEnum",
    "YokohamaActionKindEnum",
    "YokohamaActionLabPay",
    "YokohamaActionLabPayKindEnum",
    "YokohamaActionMarker",
    "YokohamaActionMarkerKindEnum",
    "YokohamaActionMove",
    "YokohamaActionMoveKindEnum",
    "YokohamaActionOrder",
    "YokohamaActionOrderKindEnum",
    "YokohamaActionPair",
    "YokohamaActionPairKindEnum",
    "YokohamaActionPass",
    "YokohamaActionPassKindEnum",
    "YokohamaActionPay",
    "YokohamaActionPayKindEnum",
    "YokohamaActionPlace",
    "YokohamaActionPlaceKindEnum",
    "YokohamaActionPlaceStation",
    "YokohamaActionPlaceStationKindEnum",
    "YokohamaActionRecall",
    "YokohamaActionRecallKindEnum",
    "YokohamaActionReturn",
    "YokohamaActionReturnKindEnum",
    "YokohamaActionSell",
    "YokohamaActionSellKindEnum",
    "YokohamaActionShiftFrom",
    "YokohamaActionShiftFromKindEnum",
    "YokohamaActionShiftTo",
    "YokohamaActionShiftToKindEnum",
    "YokohamaActionSource",
    "YokohamaActionSourceKindEnum",
    "YokohamaActionStation",
    "YokohamaActionStationKindEnum",
    "YokohamaActionTech",
    "YokohamaActionTechKindEnum",
    "YokohamaActionTextile",
    "YokohamaActionTextileKindEnum",
    "YokohamaActionTram",
    "YokohamaActionTramKindEnum",
    "YokohamaActionUniversity",
    "YokohamaActionUniversityKindEnum",
    "YokohamaActionVia",
    "YokohamaActionViaKindEnum",
    "YokohamaArea",
    "YokohamaAreaCategoryEnum",
    "YokohamaAreaIdEnum",
    "YokohamaAreaTypeEnum",
    "YokohamaAssistantSourceEnum",
    "YokohamaBoards",
    "YokohamaBuildingSite",
    "YokohamaBuilt",
    "YokohamaChinatownBuyEnum",
    "YokohamaChurchPaymentEnum",
    "YokohamaChurchSpace",
    "YokohamaCountryEnum",
    "YokohamaCustomsSpace",
    "YokohamaDecision",
    "YokohamaDecisionKindEnum",
    "YokohamaDecks",
    "YokohamaEditionEnum",
    "YokohamaEndTriggerEnum",
    "YokohamaFivePowerToken",
    "YokohamaFivePowerTokenAgent",
    "YokohamaFivePowerTokenAgentKindEnum",
    "YokohamaFivePowerTokenEnum",
    "YokohamaForeignAgentSupply",
    "YokohamaGameEnum",
    "YokohamaGoodEnum",
    "YokohamaGoods",
    "YokohamaLab",
    "YokohamaLabFeeEnum",
    "YokohamaLabSlot",
    "YokohamaLogEntry",
    "YokohamaMap",
    "YokohamaMarkerAgent",
    "YokohamaMarkerAgentKindEnum",
    "YokohamaMarkerIdEnum",
    "YokohamaOccupantType1",
    "YokohamaOptions",
    "YokohamaOrder",
    "YokohamaOrderCost",
    "YokohamaOrderIdEnum",
    "YokohamaOrderPaymentEnum",
    "YokohamaPieces",
    "YokohamaPort",
    "YokohamaPortLevelEnum",
    "YokohamaPortSlot",
    "YokohamaReward",
    "YokohamaScoreBreakdown",
    "YokohamaSeat",
    "YokohamaShiftSourceEnum",
    "YokohamaShop",
    "YokohamaSiteIdEnum",
    "YokohamaSupplyAgent",
    "YokohamaSupplyAgentKindEnum",
    "YokohamaTechCardEnum",
    "YokohamaTechnology",
    "YokohamaTechTypeEnum",
    "YokohamaTradingHouse",
    "YokohamaView",
    "YokohamaWarehouse",
    "YokohamaWarehousePieceEnum",
    "YokohamaYou",
)
