from typing import Literal

WebhookDeliveriesStatus = Literal['delivered', 'failed', 'pending']

WEBHOOK_DELIVERIES_STATUS_VALUES: set[WebhookDeliveriesStatus] = { 'delivered', 'failed', 'pending',  }

def check_webhook_deliveries_status(value: str) -> WebhookDeliveriesStatus:
    if value in WEBHOOK_DELIVERIES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERIES_STATUS_VALUES!r}")
