""" Contains all the data models used in inputs/outputs """

from .account_create_input_request import AccountCreateInputRequest
from .account_create_output import AccountCreateOutput
from .action_accepted_output import ActionAcceptedOutput
from .action_page_output import ActionPageOutput
from .action_submit_input_request import ActionSubmitInputRequest
from .analysis_action_output import AnalysisActionOutput
from .analysis_action_output_action import AnalysisActionOutputAction
from .analysis_decision_output import AnalysisDecisionOutput
from .analysis_output import AnalysisOutput
from .analysis_output_status_enum import AnalysisOutputStatusEnum
from .analysis_result_output import AnalysisResultOutput
from .bot_kind_enum import BotKindEnum
from .bot_seat_input_request import BotSeatInputRequest
from .build_action_kind_enum import BuildActionKindEnum
from .buy_action_kind_enum import BuyActionKindEnum
from .bye_output import ByeOutput
from .channel_enum import ChannelEnum
from .chat_list_channel import ChatListChannel
from .chat_message_output import ChatMessageOutput
from .chat_mute_create_input_request import ChatMuteCreateInputRequest
from .chat_mute_output import ChatMuteOutput
from .chat_mute_page_output import ChatMutePageOutput
from .chat_page_output import ChatPageOutput
from .chat_post_input_request import ChatPostInputRequest
from .chat_record_output import ChatRecordOutput
from .entrant_output import EntrantOutput
from .entrant_status_enum import EntrantStatusEnum
from .events_output import EventsOutput
from .game_option_choice_output import GameOptionChoiceOutput
from .game_option_output import GameOptionOutput
from .game_output import GameOutput
from .health_component_output import HealthComponentOutput
from .health_output import HealthOutput
from .health_status_enum import HealthStatusEnum
from .invitation_create_input_request import InvitationCreateInputRequest
from .invitation_list_box import InvitationListBox
from .invitation_list_status import InvitationListStatus
from .invitation_output import InvitationOutput
from .invitation_page_output import InvitationPageOutput
from .invitation_status_enum import InvitationStatusEnum
from .language_enum import LanguageEnum
from .leaderboard_output import LeaderboardOutput
from .legal_action_output import LegalActionOutput
from .legal_actions_output import LegalActionsOutput
from .log_entry_kind_enum import LogEntryKindEnum
from .log_entry_output import LogEntryOutput
from .match_create_input_game_enum import MatchCreateInputGameEnum
from .match_create_input_request import MatchCreateInputRequest
from .match_join_input_request import MatchJoinInputRequest
from .match_list_status import MatchListStatus
from .match_output import MatchOutput
from .match_page_output import MatchPageOutput
from .match_record_output import MatchRecordOutput
from .match_result_output import MatchResultOutput
from .match_start_input_request import MatchStartInputRequest
from .match_status_enum import MatchStatusEnum
from .match_status_event_output import MatchStatusEventOutput
from .match_summary_output import MatchSummaryOutput
from .match_undo_input_request import MatchUndoInputRequest
from .match_view_at_output import MatchViewAtOutput
from .me_output import MeOutput
from .move_action_kind_enum import MoveActionKindEnum
from .notification_settings_output import NotificationSettingsOutput
from .option_kind_enum import OptionKindEnum
from .pass_action_kind_enum import PassActionKindEnum
from .patched_me_update_input_request import PatchedMeUpdateInputRequest
from .patched_notification_settings_update_input_request import PatchedNotificationSettingsUpdateInputRequest
from .pay_action_kind_enum import PayActionKindEnum
from .place_action_kind_enum import PlaceActionKindEnum
from .problem import Problem
from .problem_errors import ProblemErrors
from .rating_output import RatingOutput
from .record_action_output import RecordActionOutput
from .record_format_enum import RecordFormatEnum
from .record_seat_holder_enum import RecordSeatHolderEnum
from .record_seat_output import RecordSeatOutput
from .round_output import RoundOutput
from .round_status_enum import RoundStatusEnum
from .seat_holder_enum import SeatHolderEnum
from .seat_output import SeatOutput
from .seat_result_output import SeatResultOutput
from .seek_create_input_request import SeekCreateInputRequest
from .seek_list_status import SeekListStatus
from .seek_output import SeekOutput
from .seek_page_output import SeekPageOutput
from .seek_status_enum import SeekStatusEnum
from .sell_action_kind_enum import SellActionKindEnum
from .share_code_output import ShareCodeOutput
from .shinjuku_action_build import ShinjukuActionBuild
from .shinjuku_action_ceo import ShinjukuActionCeo
from .shinjuku_action_ceo_kind_enum import ShinjukuActionCeoKindEnum
from .shinjuku_action_ceo_stay import ShinjukuActionCeoStay
from .shinjuku_action_ceo_stay_kind_enum import ShinjukuActionCeoStayKindEnum
from .shinjuku_action_discard import ShinjukuActionDiscard
from .shinjuku_action_discard_kind_enum import ShinjukuActionDiscardKindEnum
from .shinjuku_action_double import ShinjukuActionDouble
from .shinjuku_action_double_kind_enum import ShinjukuActionDoubleKindEnum
from .shinjuku_action_drop import ShinjukuActionDrop
from .shinjuku_action_drop_kind_enum import ShinjukuActionDropKindEnum
from .shinjuku_action_end import ShinjukuActionEnd
from .shinjuku_action_end_kind_enum import ShinjukuActionEndKindEnum
from .shinjuku_action_evict import ShinjukuActionEvict
from .shinjuku_action_evict_kind_enum import ShinjukuActionEvictKindEnum
from .shinjuku_action_flee import ShinjukuActionFlee
from .shinjuku_action_flee_kind_enum import ShinjukuActionFleeKindEnum
from .shinjuku_action_free_income import ShinjukuActionFreeIncome
from .shinjuku_action_free_income_kind_enum import ShinjukuActionFreeIncomeKindEnum
from .shinjuku_action_go import ShinjukuActionGo
from .shinjuku_action_go_kind_enum import ShinjukuActionGoKindEnum
from .shinjuku_action_income import ShinjukuActionIncome
from .shinjuku_action_income_kind_enum import ShinjukuActionIncomeKindEnum
from .shinjuku_action_joker import ShinjukuActionJoker
from .shinjuku_action_joker_kind_enum import ShinjukuActionJokerKindEnum
from .shinjuku_action_kaiju import ShinjukuActionKaiju
from .shinjuku_action_kaiju_kind_enum import ShinjukuActionKaijuKindEnum
from .shinjuku_action_move import ShinjukuActionMove
from .shinjuku_action_move_from import ShinjukuActionMoveFrom
from .shinjuku_action_move_from_kind_enum import ShinjukuActionMoveFromKindEnum
from .shinjuku_action_open import ShinjukuActionOpen
from .shinjuku_action_open_at import ShinjukuActionOpenAt
from .shinjuku_action_open_at_kind_enum import ShinjukuActionOpenAtKindEnum
from .shinjuku_action_open_kind_enum import ShinjukuActionOpenKindEnum
from .shinjuku_action_pay import ShinjukuActionPay
from .shinjuku_action_rail import ShinjukuActionRail
from .shinjuku_action_rail_kind_enum import ShinjukuActionRailKindEnum
from .shinjuku_action_relocate import ShinjukuActionRelocate
from .shinjuku_action_relocate_kind_enum import ShinjukuActionRelocateKindEnum
from .shinjuku_action_second import ShinjukuActionSecond
from .shinjuku_action_second_kind_enum import ShinjukuActionSecondKindEnum
from .shinjuku_action_shop import ShinjukuActionShop
from .shinjuku_action_shop_kind_enum import ShinjukuActionShopKindEnum
from .shinjuku_action_skip_income import ShinjukuActionSkipIncome
from .shinjuku_action_skip_income_kind_enum import ShinjukuActionSkipIncomeKindEnum
from .shinjuku_action_spend import ShinjukuActionSpend
from .shinjuku_action_spend_kind_enum import ShinjukuActionSpendKindEnum
from .shinjuku_action_start import ShinjukuActionStart
from .shinjuku_action_start_kind_enum import ShinjukuActionStartKindEnum
from .shinjuku_action_stop import ShinjukuActionStop
from .shinjuku_action_stop_kind_enum import ShinjukuActionStopKindEnum
from .shinjuku_action_upgrade import ShinjukuActionUpgrade
from .shinjuku_action_upgrade_at import ShinjukuActionUpgradeAt
from .shinjuku_action_upgrade_at_kind_enum import ShinjukuActionUpgradeAtKindEnum
from .shinjuku_action_upgrade_kind_enum import ShinjukuActionUpgradeKindEnum
from .shinjuku_building import ShinjukuBuilding
from .shinjuku_building_enum import ShinjukuBuildingEnum
from .shinjuku_colour_enum import ShinjukuColourEnum
from .shinjuku_connection_enum import ShinjukuConnectionEnum
from .shinjuku_corporation_enum import ShinjukuCorporationEnum
from .shinjuku_corporation_name_enum import ShinjukuCorporationNameEnum
from .shinjuku_corporation_order_enum import ShinjukuCorporationOrderEnum
from .shinjuku_customer_kinds import ShinjukuCustomerKinds
from .shinjuku_customers import ShinjukuCustomers
from .shinjuku_dept_store_relocation_enum import ShinjukuDeptStoreRelocationEnum
from .shinjuku_end_reason_enum import ShinjukuEndReasonEnum
from .shinjuku_end_rule_enum import ShinjukuEndRuleEnum
from .shinjuku_free_income_enum import ShinjukuFreeIncomeEnum
from .shinjuku_game_enum import ShinjukuGameEnum
from .shinjuku_good_enum import ShinjukuGoodEnum
from .shinjuku_kaiju import ShinjukuKaiju
from .shinjuku_kaiju_blocks_enum import ShinjukuKaijuBlocksEnum
from .shinjuku_kaiju_ceo_order_enum import ShinjukuKaijuCeoOrderEnum
from .shinjuku_kaiju_location_enum import ShinjukuKaijuLocationEnum
from .shinjuku_main_action_enum import ShinjukuMainActionEnum
from .shinjuku_options import ShinjukuOptions
from .shinjuku_options_input_request import ShinjukuOptionsInputRequest
from .shinjuku_pending import ShinjukuPending
from .shinjuku_phase_enum import ShinjukuPhaseEnum
from .shinjuku_queue_slot import ShinjukuQueueSlot
from .shinjuku_rails import ShinjukuRails
from .shinjuku_result_breakdown import ShinjukuResultBreakdown
from .shinjuku_seat import ShinjukuSeat
from .shinjuku_shop_supply import ShinjukuShopSupply
from .shinjuku_star_track import ShinjukuStarTrack
from .shinjuku_station_enum import ShinjukuStationEnum
from .shinjuku_stations import ShinjukuStations
from .shinjuku_supply import ShinjukuSupply
from .shinjuku_upgrade_customer_after_last_star_enum import ShinjukuUpgradeCustomerAfterLastStarEnum
from .shinjuku_upgrade_customer_removed_from_enum import ShinjukuUpgradeCustomerRemovedFromEnum
from .shinjuku_view import ShinjukuView
from .shinjuku_ward_counts import ShinjukuWardCounts
from .shinjuku_ward_customers import ShinjukuWardCustomers
from .shinjuku_ward_enum import ShinjukuWardEnum
from .spectators_enum import SpectatorsEnum
from .standing_output import StandingOutput
from .standings_output import StandingsOutput
from .table_output import TableOutput
from .table_seat_output import TableSeatOutput
from .time_control_input_request import TimeControlInputRequest
from .time_control_output import TimeControlOutput
from .token_create_input_request import TokenCreateInputRequest
from .token_created_output import TokenCreatedOutput
from .token_output import TokenOutput
from .token_page_output import TokenPageOutput
from .token_scope_enum import TokenScopeEnum
from .tournament_format_enum import TournamentFormatEnum
from .tournament_list_status import TournamentListStatus
from .tournament_output import TournamentOutput
from .tournament_page_output import TournamentPageOutput
from .tournament_status_enum import TournamentStatusEnum
from .tournament_summary_output import TournamentSummaryOutput
from .tournament_time_control_output import TournamentTimeControlOutput
from .user_event_kind_enum import UserEventKindEnum
from .user_event_output import UserEventOutput
from .user_event_page_output import UserEventPageOutput
from .webhook_create_input_request import WebhookCreateInputRequest
from .webhook_create_output import WebhookCreateOutput
from .webhook_deliveries_status import WebhookDeliveriesStatus
from .webhook_delivery_output import WebhookDeliveryOutput
from .webhook_delivery_page_output import WebhookDeliveryPageOutput
from .webhook_delivery_status_enum import WebhookDeliveryStatusEnum
from .webhook_event_data_output import WebhookEventDataOutput
from .webhook_event_output import WebhookEventOutput
from .webhook_output import WebhookOutput
from .webhook_page_output import WebhookPageOutput
from .yamatai_action_build import YamataiActionBuild
from .yamatai_action_buy import YamataiActionBuy
from .yamatai_action_colour import YamataiActionColour
from .yamatai_action_colour_kind_enum import YamataiActionColourKindEnum
from .yamatai_action_dock import YamataiActionDock
from .yamatai_action_dock_kind_enum import YamataiActionDockKindEnum
from .yamatai_action_ebisu import YamataiActionEbisu
from .yamatai_action_ebisu_kind_enum import YamataiActionEbisuKindEnum
from .yamatai_action_fleet import YamataiActionFleet
from .yamatai_action_fleet_kind_enum import YamataiActionFleetKindEnum
from .yamatai_action_hetsuka import YamataiActionHetsuka
from .yamatai_action_hetsuka_kind_enum import YamataiActionHetsukaKindEnum
from .yamatai_action_kachiko import YamataiActionKachiko
from .yamatai_action_kachiko_kind_enum import YamataiActionKachikoKindEnum
from .yamatai_action_michimata import YamataiActionMichimata
from .yamatai_action_michimata_kind_enum import YamataiActionMichimataKindEnum
from .yamatai_action_move_boat import YamataiActionMoveBoat
from .yamatai_action_move_boat_kind_enum import YamataiActionMoveBoatKindEnum
from .yamatai_action_move_to import YamataiActionMoveTo
from .yamatai_action_move_to_kind_enum import YamataiActionMoveToKindEnum
from .yamatai_action_nakatsu import YamataiActionNakatsu
from .yamatai_action_nakatsu_kind_enum import YamataiActionNakatsuKindEnum
from .yamatai_action_pass import YamataiActionPass
from .yamatai_action_peek import YamataiActionPeek
from .yamatai_action_peek_kind_enum import YamataiActionPeekKindEnum
from .yamatai_action_place import YamataiActionPlace
from .yamatai_action_put_bottom import YamataiActionPutBottom
from .yamatai_action_put_bottom_kind_enum import YamataiActionPutBottomKindEnum
from .yamatai_action_put_top import YamataiActionPutTop
from .yamatai_action_put_top_kind_enum import YamataiActionPutTopKindEnum
from .yamatai_action_raijin import YamataiActionRaijin
from .yamatai_action_raijin_kind_enum import YamataiActionRaijinKindEnum
from .yamatai_action_recruit import YamataiActionRecruit
from .yamatai_action_recruit_kind_enum import YamataiActionRecruitKindEnum
from .yamatai_action_remove_boat import YamataiActionRemoveBoat
from .yamatai_action_remove_boat_kind_enum import YamataiActionRemoveBoatKindEnum
from .yamatai_action_reserve import YamataiActionReserve
from .yamatai_action_reserve_kind_enum import YamataiActionReserveKindEnum
from .yamatai_action_sacred import YamataiActionSacred
from .yamatai_action_sacred_kind_enum import YamataiActionSacredKindEnum
from .yamatai_action_sell import YamataiActionSell
from .yamatai_action_swap_boat import YamataiActionSwapBoat
from .yamatai_action_swap_boat_kind_enum import YamataiActionSwapBoatKindEnum
from .yamatai_action_swap_boat_with import YamataiActionSwapBoatWith
from .yamatai_action_swap_boat_with_kind_enum import YamataiActionSwapBoatWithKindEnum
from .yamatai_action_swap_token import YamataiActionSwapToken
from .yamatai_action_swap_token_kind_enum import YamataiActionSwapTokenKindEnum
from .yamatai_action_swap_token_with import YamataiActionSwapTokenWith
from .yamatai_action_swap_token_with_kind_enum import YamataiActionSwapTokenWithKindEnum
from .yamatai_action_take import YamataiActionTake
from .yamatai_action_take_kind_enum import YamataiActionTakeKindEnum
from .yamatai_board import YamataiBoard
from .yamatai_boat_spaces import YamataiBoatSpaces
from .yamatai_boats import YamataiBoats
from .yamatai_colour_enum import YamataiColourEnum
from .yamatai_culture_enum import YamataiCultureEnum
from .yamatai_culture_tokens import YamataiCultureTokens
from .yamatai_decision import YamataiDecision
from .yamatai_end_reason_enum import YamataiEndReasonEnum
from .yamatai_fleet_tile_enum import YamataiFleetTileEnum
from .yamatai_fleet_tile_taken import YamataiFleetTileTaken
from .yamatai_fleet_track import YamataiFleetTrack
from .yamatai_game_enum import YamataiGameEnum
from .yamatai_island import YamataiIsland
from .yamatai_island_building import YamataiIslandBuilding
from .yamatai_island_id_enum import YamataiIslandIdEnum
from .yamatai_options import YamataiOptions
from .yamatai_options_input_request import YamataiOptionsInputRequest
from .yamatai_phase_enum import YamataiPhaseEnum
from .yamatai_player_colour_enum import YamataiPlayerColourEnum
from .yamatai_reserved_tile import YamataiReservedTile
from .yamatai_result_breakdown import YamataiResultBreakdown
from .yamatai_score import YamataiScore
from .yamatai_seat import YamataiSeat
from .yamatai_space_id_enum import YamataiSpaceIdEnum
from .yamatai_specialist_id_enum import YamataiSpecialistIdEnum
from .yamatai_specialist_slot import YamataiSpecialistSlot
from .yamatai_tile import YamataiTile
from .yamatai_tile_id_enum import YamataiTileIdEnum
from .yamatai_tile_kind_enum import YamataiTileKindEnum
from .yamatai_turn import YamataiTurn
from .yamatai_view import YamataiView
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
from .yokohama_action_lab_pay import YokohamaActionLabPay
from .yokohama_action_lab_pay_kind_enum import YokohamaActionLabPayKindEnum
from .yokohama_action_marker import YokohamaActionMarker
from .yokohama_action_marker_kind_enum import YokohamaActionMarkerKindEnum
from .yokohama_action_move import YokohamaActionMove
from .yokohama_action_order import YokohamaActionOrder
from .yokohama_action_order_kind_enum import YokohamaActionOrderKindEnum
from .yokohama_action_pair import YokohamaActionPair
from .yokohama_action_pair_kind_enum import YokohamaActionPairKindEnum
from .yokohama_action_pass import YokohamaActionPass
from .yokohama_action_pay import YokohamaActionPay
from .yokohama_action_place import YokohamaActionPlace
from .yokohama_action_place_station import YokohamaActionPlaceStation
from .yokohama_action_place_station_kind_enum import YokohamaActionPlaceStationKindEnum
from .yokohama_action_recall import YokohamaActionRecall
from .yokohama_action_recall_kind_enum import YokohamaActionRecallKindEnum
from .yokohama_action_return import YokohamaActionReturn
from .yokohama_action_return_kind_enum import YokohamaActionReturnKindEnum
from .yokohama_action_sell import YokohamaActionSell
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
from .yokohama_map import YokohamaMap
from .yokohama_marker_agent import YokohamaMarkerAgent
from .yokohama_marker_agent_kind_enum import YokohamaMarkerAgentKindEnum
from .yokohama_marker_id_enum import YokohamaMarkerIdEnum
from .yokohama_occupant_type_1 import YokohamaOccupantType1
from .yokohama_options import YokohamaOptions
from .yokohama_options_input_request import YokohamaOptionsInputRequest
from .yokohama_order import YokohamaOrder
from .yokohama_order_cost import YokohamaOrderCost
from .yokohama_order_id_enum import YokohamaOrderIdEnum
from .yokohama_order_payment_enum import YokohamaOrderPaymentEnum
from .yokohama_pieces import YokohamaPieces
from .yokohama_port import YokohamaPort
from .yokohama_port_level_enum import YokohamaPortLevelEnum
from .yokohama_port_slot import YokohamaPortSlot
from .yokohama_result_breakdown import YokohamaResultBreakdown
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
    "ActionPageOutput",
    "ActionSubmitInputRequest",
    "AnalysisActionOutput",
    "AnalysisActionOutputAction",
    "AnalysisDecisionOutput",
    "AnalysisOutput",
    "AnalysisOutputStatusEnum",
    "AnalysisResultOutput",
    "BotKindEnum",
    "BotSeatInputRequest",
    "BuildActionKindEnum",
    "BuyActionKindEnum",
    "ByeOutput",
    "ChannelEnum",
    "ChatListChannel",
    "ChatMessageOutput",
    "ChatMuteCreateInputRequest",
    "ChatMuteOutput",
    "ChatMutePageOutput",
    "ChatPageOutput",
    "ChatPostInputRequest",
    "ChatRecordOutput",
    "EntrantOutput",
    "EntrantStatusEnum",
    "EventsOutput",
    "GameOptionChoiceOutput",
    "GameOptionOutput",
    "GameOutput",
    "HealthComponentOutput",
    "HealthOutput",
    "HealthStatusEnum",
    "InvitationCreateInputRequest",
    "InvitationListBox",
    "InvitationListStatus",
    "InvitationOutput",
    "InvitationPageOutput",
    "InvitationStatusEnum",
    "LanguageEnum",
    "LeaderboardOutput",
    "LegalActionOutput",
    "LegalActionsOutput",
    "LogEntryKindEnum",
    "LogEntryOutput",
    "MatchCreateInputGameEnum",
    "MatchCreateInputRequest",
    "MatchJoinInputRequest",
    "MatchListStatus",
    "MatchOutput",
    "MatchPageOutput",
    "MatchRecordOutput",
    "MatchResultOutput",
    "MatchStartInputRequest",
    "MatchStatusEnum",
    "MatchStatusEventOutput",
    "MatchSummaryOutput",
    "MatchUndoInputRequest",
    "MatchViewAtOutput",
    "MeOutput",
    "MoveActionKindEnum",
    "NotificationSettingsOutput",
    "OptionKindEnum",
    "PassActionKindEnum",
    "PatchedMeUpdateInputRequest",
    "PatchedNotificationSettingsUpdateInputRequest",
    "PayActionKindEnum",
    "PlaceActionKindEnum",
    "Problem",
    "ProblemErrors",
    "RatingOutput",
    "RecordActionOutput",
    "RecordFormatEnum",
    "RecordSeatHolderEnum",
    "RecordSeatOutput",
    "RoundOutput",
    "RoundStatusEnum",
    "SeatHolderEnum",
    "SeatOutput",
    "SeatResultOutput",
    "SeekCreateInputRequest",
    "SeekListStatus",
    "SeekOutput",
    "SeekPageOutput",
    "SeekStatusEnum",
    "SellActionKindEnum",
    "ShareCodeOutput",
    "ShinjukuActionBuild",
    "ShinjukuActionCeo",
    "ShinjukuActionCeoKindEnum",
    "ShinjukuActionCeoStay",
    "ShinjukuActionCeoStayKindEnum",
    "ShinjukuActionDiscard",
    "ShinjukuActionDiscardKindEnum",
    "ShinjukuActionDouble",
    "ShinjukuActionDoubleKindEnum",
    "ShinjukuActionDrop",
    "ShinjukuActionDropKindEnum",
    "ShinjukuActionEnd",
    "ShinjukuActionEndKindEnum",
    "ShinjukuActionEvict",
    "ShinjukuActionEvictKindEnum",
    "ShinjukuActionFlee",
    "ShinjukuActionFleeKindEnum",
    "ShinjukuActionFreeIncome",
    "ShinjukuActionFreeIncomeKindEnum",
    "ShinjukuActionGo",
    "ShinjukuActionGoKindEnum",
    "ShinjukuActionIncome",
    "ShinjukuActionIncomeKindEnum",
    "ShinjukuActionJoker",
    "ShinjukuActionJokerKindEnum",
    "ShinjukuActionKaiju",
    "ShinjukuActionKaijuKindEnum",
    "ShinjukuActionMove",
    "ShinjukuActionMoveFrom",
    "ShinjukuActionMoveFromKindEnum",
    "ShinjukuActionOpen",
    "ShinjukuActionOpenAt",
    "ShinjukuActionOpenAtKindEnum",
    "ShinjukuActionOpenKindEnum",
    "ShinjukuActionPay",
    "ShinjukuActionRail",
    "ShinjukuActionRailKindEnum",
    "ShinjukuActionRelocate",
    "ShinjukuActionRelocateKindEnum",
    "ShinjukuActionSecond",
    "ShinjukuActionSecondKindEnum",
    "ShinjukuActionShop",
    "ShinjukuActionShopKindEnum",
    "ShinjukuActionSkipIncome",
    "ShinjukuActionSkipIncomeKindEnum",
    "ShinjukuActionSpend",
    "ShinjukuActionSpendKindEnum",
    "ShinjukuActionStart",
    "ShinjukuActionStartKindEnum",
    "ShinjukuActionStop",
    "ShinjukuActionStopKindEnum",
    "ShinjukuActionUpgrade",
    "ShinjukuActionUpgradeAt",
    "ShinjukuActionUpgradeAtKindEnum",
    "ShinjukuActionUpgradeKindEnum",
    "ShinjukuBuilding",
    "ShinjukuBuildingEnum",
    "ShinjukuColourEnum",
    "ShinjukuConnectionEnum",
    "ShinjukuCorporationEnum",
    "ShinjukuCorporationNameEnum",
    "ShinjukuCorporationOrderEnum",
    "ShinjukuCustomerKinds",
    "ShinjukuCustomers",
    "ShinjukuDeptStoreRelocationEnum",
    "ShinjukuEndReasonEnum",
    "ShinjukuEndRuleEnum",
    "ShinjukuFreeIncomeEnum",
    "ShinjukuGameEnum",
    "ShinjukuGoodEnum",
    "ShinjukuKaiju",
    "ShinjukuKaijuBlocksEnum",
    "ShinjukuKaijuCeoOrderEnum",
    "ShinjukuKaijuLocationEnum",
    "ShinjukuMainActionEnum",
    "ShinjukuOptions",
    "ShinjukuOptionsInputRequest",
    "ShinjukuPending",
    "ShinjukuPhaseEnum",
    "ShinjukuQueueSlot",
    "ShinjukuRails",
    "ShinjukuResultBreakdown",
    "ShinjukuSeat",
    "ShinjukuShopSupply",
    "ShinjukuStarTrack",
    "ShinjukuStationEnum",
    "ShinjukuStations",
    "ShinjukuSupply",
    "ShinjukuUpgradeCustomerAfterLastStarEnum",
    "ShinjukuUpgradeCustomerRemovedFromEnum",
    "ShinjukuView",
    "ShinjukuWardCounts",
    "ShinjukuWardCustomers",
    "ShinjukuWardEnum",
    "SpectatorsEnum",
    "StandingOutput",
    "StandingsOutput",
    "TableOutput",
    "TableSeatOutput",
    "TimeControlInputRequest",
    "TimeControlOutput",
    "TokenCreatedOutput",
    "TokenCreateInputRequest",
    "TokenOutput",
    "TokenPageOutput",
    "TokenScopeEnum",
    "TournamentFormatEnum",
    "TournamentListStatus",
    "TournamentOutput",
    "TournamentPageOutput",
    "TournamentStatusEnum",
    "TournamentSummaryOutput",
    "TournamentTimeControlOutput",
    "UserEventKindEnum",
    "UserEventOutput",
    "UserEventPageOutput",
    "WebhookCreateInputRequest",
    "WebhookCreateOutput",
    "WebhookDeliveriesStatus",
    "WebhookDeliveryOutput",
    "WebhookDeliveryPageOutput",
    "WebhookDeliveryStatusEnum",
    "WebhookEventDataOutput",
    "WebhookEventOutput",
    "WebhookOutput",
    "WebhookPageOutput",
    "YamataiActionBuild",
    "YamataiActionBuy",
    "YamataiActionColour",
    "YamataiActionColourKindEnum",
    "YamataiActionDock",
    "YamataiActionDockKindEnum",
    "YamataiActionEbisu",
    "YamataiActionEbisuKindEnum",
    "YamataiActionFleet",
    "YamataiActionFleetKindEnum",
    "YamataiActionHetsuka",
    "YamataiActionHetsukaKindEnum",
    "YamataiActionKachiko",
    "YamataiActionKachikoKindEnum",
    "YamataiActionMichimata",
    "YamataiActionMichimataKindEnum",
    "YamataiActionMoveBoat",
    "YamataiActionMoveBoatKindEnum",
    "YamataiActionMoveTo",
    "YamataiActionMoveToKindEnum",
    "YamataiActionNakatsu",
    "YamataiActionNakatsuKindEnum",
    "YamataiActionPass",
    "YamataiActionPeek",
    "YamataiActionPeekKindEnum",
    "YamataiActionPlace",
    "YamataiActionPutBottom",
    "YamataiActionPutBottomKindEnum",
    "YamataiActionPutTop",
    "YamataiActionPutTopKindEnum",
    "YamataiActionRaijin",
    "YamataiActionRaijinKindEnum",
    "YamataiActionRecruit",
    "YamataiActionRecruitKindEnum",
    "YamataiActionRemoveBoat",
    "YamataiActionRemoveBoatKindEnum",
    "YamataiActionReserve",
    "YamataiActionReserveKindEnum",
    "YamataiActionSacred",
    "YamataiActionSacredKindEnum",
    "YamataiActionSell",
    "YamataiActionSwapBoat",
    "YamataiActionSwapBoatKindEnum",
    "YamataiActionSwapBoatWith",
    "YamataiActionSwapBoatWithKindEnum",
    "YamataiActionSwapToken",
    "YamataiActionSwapTokenKindEnum",
    "YamataiActionSwapTokenWith",
    "YamataiActionSwapTokenWithKindEnum",
    "YamataiActionTake",
    "YamataiActionTakeKindEnum",
    "YamataiBoard",
    "YamataiBoats",
    "YamataiBoatSpaces",
    "YamataiColourEnum",
    "YamataiCultureEnum",
    "YamataiCultureTokens",
    "YamataiDecision",
    "YamataiEndReasonEnum",
    "YamataiFleetTileEnum",
    "YamataiFleetTileTaken",
    "YamataiFleetTrack",
    "YamataiGameEnum",
    "YamataiIsland",
    "YamataiIslandBuilding",
    "YamataiIslandIdEnum",
    "YamataiOptions",
    "YamataiOptionsInputRequest",
    "YamataiPhaseEnum",
    "YamataiPlayerColourEnum",
    "YamataiReservedTile",
    "YamataiResultBreakdown",
    "YamataiScore",
    "YamataiSeat",
    "YamataiSpaceIdEnum",
    "YamataiSpecialistIdEnum",
    "YamataiSpecialistSlot",
    "YamataiTile",
    "YamataiTileIdEnum",
    "YamataiTileKindEnum",
    "YamataiTurn",
    "YamataiView",
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
    "YokohamaActionLabPay",
    "YokohamaActionLabPayKindEnum",
    "YokohamaActionMarker",
    "YokohamaActionMarkerKindEnum",
    "YokohamaActionMove",
    "YokohamaActionOrder",
    "YokohamaActionOrderKindEnum",
    "YokohamaActionPair",
    "YokohamaActionPairKindEnum",
    "YokohamaActionPass",
    "YokohamaActionPay",
    "YokohamaActionPlace",
    "YokohamaActionPlaceStation",
    "YokohamaActionPlaceStationKindEnum",
    "YokohamaActionRecall",
    "YokohamaActionRecallKindEnum",
    "YokohamaActionReturn",
    "YokohamaActionReturnKindEnum",
    "YokohamaActionSell",
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
    "YokohamaMap",
    "YokohamaMarkerAgent",
    "YokohamaMarkerAgentKindEnum",
    "YokohamaMarkerIdEnum",
    "YokohamaOccupantType1",
    "YokohamaOptions",
    "YokohamaOptionsInputRequest",
    "YokohamaOrder",
    "YokohamaOrderCost",
    "YokohamaOrderIdEnum",
    "YokohamaOrderPaymentEnum",
    "YokohamaPieces",
    "YokohamaPort",
    "YokohamaPortLevelEnum",
    "YokohamaPortSlot",
    "YokohamaResultBreakdown",
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
