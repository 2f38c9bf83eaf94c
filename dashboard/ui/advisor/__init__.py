"""The Advisor page: the GPU table and charts for a model, the selected GPU's roofline, and measured vs peak."""
