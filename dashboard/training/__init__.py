"""Training: models, data, the engine and run persistence. No Qt here."""
