"""The Hardware page: spec cards, the GPU-versus-CPU table, live plots, and the thread that samples them."""
