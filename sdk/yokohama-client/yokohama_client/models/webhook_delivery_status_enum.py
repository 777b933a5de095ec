from typing import Literal

WebhookDeliveryStatusEnum = Literal['delivered', 'failed', 'pending']

WEBHOOK_DELIVERY_STATUS_ENUM_VALUES: set[WebhookDeliveryStatusEnum] = { 'delivered', 'failed', 'pending',  }

def check_webhook_delivery_status_enum(value: str) -> WebhookDeliveryStatusEnum:
    if value in WEBHOOK_DELIVERY_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_STATUS_ENUM_VALUES!r}")
