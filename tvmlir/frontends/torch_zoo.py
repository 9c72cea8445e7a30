"""Eight small PyTorch models that stand for what users export: the
reference set of issue 10 (tests, benchmarks/models.py and the shipped
examples export these).  Sizes are small so that proofs stay quick; the
ops are the ones real models lower to (matmul with transposed weights,
keepdim reductions, max with an argmax, flatten/reshape, batched matmul).

Needs torch; import this module only where torch is installed."""

from __future__ import annotations

import math

import torch
from torch import nn


class MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.l1 = nn.Linear(4, 8)
        self.l2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.l2(torch.relu(self.l1(x)))


class ConvNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2 * 4 * 4, 3)

    def forward(self, x):
        return self.fc(torch.flatten(torch.relu(self.conv(x)), 1))


class Softmax(nn.Module):
    def forward(self, x):
        return torch.softmax(x, -1)


class LayerNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(4)

    def forward(self, x):
        return self.ln(x)


class GELU(nn.Module):
    def forward(self, x):
        return nn.functional.gelu(x)


def _attention(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    return torch.softmax(scores, -1) @ v


class Attention(nn.Module):
    def forward(self, q, k, v):
        return _attention(q, k, v)


class BatchedAttention(nn.Module):
    def forward(self, q, k, v):
        return _attention(q, k, v)


class TransformerBlock(nn.Module):
    """Pre-norm: x + attn(ln1(x)), then + mlp(ln2(.)); one head."""

    def __init__(self, d: int = 4) -> None:
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)

    def forward(self, x):
        q, k, v = self.qkv(self.ln1(x)).chunk(3, -1)
        x = x + _attention(q, k, v)
        return x + self.fc2(torch.relu(self.fc1(self.ln2(x))))


def models() -> dict[str, tuple[nn.Module, list[torch.Tensor]]]:
    """name -> (model in eval mode, example inputs), deterministic."""
    torch.manual_seed(0)
    r = torch.randn
    table = {
        "mlp": (MLP(), [r(2, 4)]),
        "convnet": (ConvNet(), [r(1, 1, 6, 6)]),
        "softmax": (Softmax(), [r(2, 5)]),
        "layernorm": (LayerNorm(), [r(2, 4)]),
        "gelu": (GELU(), [r(2, 4)]),
        "attention": (Attention(), [r(3, 4), r(3, 4), r(3, 4)]),
        "batched_attention": (BatchedAttention(), [r(2, 3, 4), r(2, 3, 4), r(2, 3, 4)]),
        "transformer_block": (TransformerBlock(), [r(3, 4)]),
    }
    return {name: (m.eval(), xs) for name, (m, xs) in table.items()}
